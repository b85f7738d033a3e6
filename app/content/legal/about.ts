import type { LegalTexts } from "./types";

/**
 * "About us": who runs the shop, how a top-up works, why it is safe, payment, bonuses, delivery and support.
 * All four languages have the same sections in the same order.
 */
export const about: LegalTexts = {
  id: {
    title: "Tentang Kami",
    description:
      "{shopName} adalah tempat top up game yang cepat dan aman untuk 35 game mobile dan PC, dikelola oleh {legalName}.",
    updated: "2026-11-29",
    intro: [
      "Selamat datang di {shopName}! Kami ingin top up game terasa cepat, aman, dan praktis: cukup masukkan ID game, pilih nominal, bayar, dan item langsung masuk ke akun Anda dalam hitungan menit.",
      "Di halaman ini, kami ceritakan siapa kami, bagaimana top up di {shopName} bekerja, dan mengapa Anda bisa berbelanja dengan tenang.",
    ],
    sections: [
      {
        heading: "Siapa Kami",
        paragraphs: [
          "{shopName} adalah toko top up game online yang dikelola oleh {legalName}. Data lengkap perusahaan ada di bagian akhir halaman ini. Kami menyediakan top up mata uang game, pass, paket, dan membership untuk 35 game mobile dan PC.",
          "Game yang bisa Anda top up di {shopName} antara lain Mobile Legends, Free Fire, Genshin Impact, PUBG Mobile, Honkai: Star Rail, Honor of Kings, Clash of Clans, Brawl Stars, Wild Rift, Zepeto, Super SUS, dan masih banyak lagi.",
          "Indonesia adalah rumah kami, sehingga seluruh harga untuk pembeli di Indonesia ditampilkan dalam rupiah. Kami juga melayani gamer di Uzbekistan dan Rusia, serta pembeli yang menggunakan bahasa Inggris.",
          "{shopName} adalah penjual independen dan tidak berafiliasi dengan penerbit game mana pun. Nama game, logo, dan mata uang dalam game merupakan milik penerbitnya masing-masing.",
        ],
      },
      {
        heading: "Cara Top Up di {shopName}",
        paragraphs: [
          "Top up di {shopName} hanya butuh beberapa langkah, tanpa perlu membuat akun. Anda juga bisa membelikan item untuk teman: cukup masukkan ID game milik teman Anda.",
          "Begini caranya:",
        ],
        list: [
          "Pilih game, lalu masukkan ID game Anda. Jenisnya tergantung game: player ID, UID, user ID dan zone ID, player tag, Riot ID, Space ID, atau Zepeto ID. Untuk beberapa game, Anda juga perlu memilih server atau region.",
          "Kami menampilkan nickname pemain yang terhubung dengan ID tersebut. Pastikan nickname-nya sesuai agar item tidak salah kirim.",
          "Pilih nominal atau paket yang Anda inginkan.",
          "Pilih metode pembayaran, lalu selesaikan pembayaran.",
          "Item dikirim secara otomatis ke akun game Anda, biasanya dalam hitungan menit. Khusus Super SUS, pengiriman membutuhkan waktu 5–10 menit.",
        ],
      },
      {
        heading: "Aman untuk Akun dan Data Anda",
        paragraphs: [
          "Keamanan akun game dan data pembayaran Anda adalah prioritas kami. Inilah alasan Anda bisa top up di {shopName} dengan tenang:",
        ],
        list: [
          "Kami tidak pernah meminta data login atau kata sandi akun game Anda. Top up cukup menggunakan ID game, sehingga akun Anda tidak berisiko terkena banned.",
          "Item dikirim melalui jalur resmi penerbit game.",
          "Data kartu Anda langsung diproses oleh penyedia jasa pembayaran berizin. {shopName} tidak pernah melihat nomor kartu Anda.",
          "Tim kami tidak akan pernah meminta kata sandi atau kode OTP Anda. Jika ada pihak yang memintanya dengan mengatasnamakan {shopName}, jangan berikan data tersebut.",
        ],
      },
      {
        heading: "Metode Pembayaran",
        paragraphs: [
          "Bayar dengan cara yang paling nyaman bagi Anda: {paymentMethodsOr}. Pembayaran diproses oleh penyedia jasa pembayaran berizin; di Indonesia, penyedia tersebut adalah Midtrans.",
          "Harga yang tercantum sudah termasuk pajak. Pilihan metode pembayaran dapat berbeda di setiap negara.",
        ],
      },
      {
        heading: "Akun {shopName}: Tidak Wajib, tapi Lebih Untung",
        paragraphs: [
          "Anda bisa langsung top up tanpa membuat akun di {shopName}. Namun, jika Anda masuk dengan Google, Telegram, WhatsApp, atau Facebook, Anda akan mendapatkan lebih banyak keuntungan:",
        ],
        list: [
          "cashback KupiCoins untuk setiap pesanan yang memenuhi syarat;",
          "riwayat pesanan yang tersimpan rapi dalam satu tempat;",
          "promo dan penawaran khusus untuk pengguna terdaftar.",
        ],
      },
      {
        heading: "Bonus dan Promo",
        paragraphs: [
          "Kami ingin setiap top up terasa lebih untung. Berikut bonus yang bisa Anda nikmati di {shopName}:",
        ],
        list: [
          "KupiCoins: cashback bagi pengguna yang masuk ke akun. Pesanan di bawah {cashbackThreshold} tidak mendapat cashback, sedangkan pesanan mulai {cashbackThreshold} mendapat cashback 1%, ditambah 2% jika memakai kode promo. Pesanan yang dibayar dengan saldo apa pun tidak mendapat cashback. KupiCoins dapat dipakai untuk membayar hingga 15% dari nilai pesanan.",
          "Saldo gold: kredit belanja dari pengembalian dana yang bisa langsung Anda gunakan untuk pesanan berikutnya.",
          "Kode promo: potongan harga dan penawaran spesial yang kami bagikan secara berkala.",
          "Giveaway mingguan: setiap minggu kami mengundi satu smartphone di antara pesanan yang selesai pada minggu tersebut dengan kode promo EPICWIN. Hasil undian dapat diverifikasi oleh siapa pun, jadi semuanya transparan dan adil.",
        ],
      },
      {
        heading: "Jaminan Pengiriman dan Pengembalian Dana",
        paragraphs: [
          "Sebagian besar pesanan masuk ke akun game dalam hitungan menit. Jika item belum masuk dalam 1 jam setelah pembayaran (30 menit untuk Free Fire), silakan hubungi layanan pelanggan kami.",
          "Jika pengiriman gagal, dana Anda kami kembalikan 100%, baik ke metode pembayaran semula maupun, jika Anda masuk ke akun, dalam bentuk saldo gold. Anda sendiri yang memilih caranya.",
        ],
      },
      {
        heading: "Layanan Pelanggan 24/7",
        paragraphs: [
          "Tim kami siap membantu 24 jam sehari, 7 hari seminggu. Agar masalah Anda dapat segera kami tangani, sertakan nomor pesanan, ID game, serta penjelasan singkat masalahnya atau bukti pembayaran.",
          "Anda dapat menghubungi kami melalui:",
        ],
        list: [
          "live chat di situs {shopName};",
          "e-mail: {supportEmail};",
          "Telegram: {telegramBot};",
          "WhatsApp: {whatsappNumber}.",
        ],
      },
    ],
  },
  en: {
    title: "About us",
    description: "{shopName} is a fast and safe top-up shop for 35 mobile and PC games, operated by {legalName}.",
    updated: "2026-11-29",
    intro: [
      "Welcome to {shopName}! We make game top-ups fast, safe and simple: enter your game ID, pick an amount, pay, and the item lands in your account within minutes.",
      "This page tells you who we are, how a top-up at {shopName} works and why you can shop with peace of mind.",
    ],
    sections: [
      {
        heading: "Who we are",
        paragraphs: [
          "{shopName} is an online game top-up shop operated by {legalName}; the company's details are at the end of this page. We sell in-game currency, passes, bundles and memberships for 35 mobile and PC games.",
          "Games you can top up at {shopName} include Mobile Legends, Free Fire, Genshin Impact, PUBG Mobile, Honkai: Star Rail, Honor of Kings, Clash of Clans, Brawl Stars, Wild Rift, Zepeto, Super SUS and many more.",
          "Indonesia is our home market, so prices for buyers in Indonesia are shown in rupiah. We also serve gamers in Uzbekistan and Russia, as well as English-speaking buyers.",
          "{shopName} is an independent seller and is not affiliated with any game publisher. Game names, logos and in-game currencies belong to their respective publishers.",
        ],
      },
      {
        heading: "How a top-up works",
        paragraphs: [
          "A top-up at {shopName} takes just a few steps, and you don't need an account. You can also buy for a friend: just enter their game ID.",
          "Here is how it works:",
        ],
        list: [
          "Choose a game and enter your game ID. The kind of ID depends on the game: player ID, UID, user ID and zone ID, player tag, Riot ID, Space ID or Zepeto ID. For some games, you also choose a server or region.",
          "We show the nickname of the player linked to that ID. Check that it is the right one so the item goes to the right account.",
          "Pick the amount or bundle you want.",
          "Choose a payment method and pay.",
          "The item is delivered to your game account automatically, usually within minutes. Super SUS deliveries take 5–10 minutes.",
        ],
      },
      {
        heading: "Safe for your account and your data",
        paragraphs: [
          "Keeping your game account and payment details safe comes first. Here is why you can top up at {shopName} with confidence:",
        ],
        list: [
          "We never ask for your game login or password. A top-up only needs your game ID, so there is no risk of your account being banned.",
          "Items are delivered through the game publishers' official channels.",
          "Your card details go straight to a licensed payment provider. {shopName} never sees your card number.",
          "Our team will never ask for your password or a one-time code. If someone asks for them in the name of {shopName}, do not share them.",
        ],
      },
      {
        heading: "Payment methods",
        paragraphs: [
          "Pay the way that suits you best: {paymentMethodsOr}. Payments are processed by licensed payment providers.",
          "Prices shown include tax. The payment methods on offer may differ from country to country.",
        ],
      },
      {
        heading: "A {shopName} account: optional, but worth it",
        paragraphs: [
          "You can top up right away without an account. If you sign in with Google, Telegram, WhatsApp or Facebook, though, you get more:",
        ],
        list: [
          "KupiCoins cashback on eligible orders;",
          "your order history, all in one place;",
          "promotions and special offers for signed-in users.",
        ],
      },
      {
        heading: "Bonuses and promotions",
        paragraphs: ["We want every top-up to pay off a little more. Here is what you can get at {shopName}:"],
        list: [
          "KupiCoins: cashback for signed-in users. Orders below {cashbackThreshold} earn no cashback; orders of {cashbackThreshold} or more earn 1%, plus 2% with a promo code. Orders paid with any balance earn no cashback. KupiCoins can pay for up to 15% of an order.",
          "Gold balance: store credit from refunds that you can spend on your next order.",
          "Promo codes: discounts and special offers we share regularly.",
          "Weekly giveaway: every week we give away a smartphone among the orders completed that week with the promo code EPICWIN. Anyone can verify the draw, so it is open and fair.",
        ],
      },
      {
        heading: "Delivery promise and refunds",
        paragraphs: [
          "Most orders reach the game account within minutes. If your item has not arrived within 1 hour of payment (30 minutes for Free Fire), please contact our support team.",
          "If a delivery fails, you get a 100% refund, either to your original payment method or, if you are signed in, as gold balance. The choice is yours.",
        ],
      },
      {
        heading: "24/7 support",
        paragraphs: [
          "Our team is here to help 24 hours a day, 7 days a week. To help us sort things out quickly, include your order number, your game ID and a short description of the problem or your proof of payment.",
          "You can reach us by:",
        ],
        list: [
          "live chat on the {shopName} website;",
          "e-mail: {supportEmail};",
          "Telegram: {telegramBot};",
          "WhatsApp: {whatsappNumber}.",
        ],
      },
    ],
  },
  ru: {
    title: "О нас",
    description:
      "{shopName} — быстрый и безопасный магазин пополнения для 35 мобильных и ПК-игр. Магазином управляет {legalName}.",
    updated: "2026-11-29",
    intro: [
      "Добро пожаловать в {shopName}! Мы делаем пополнение игр быстрым, безопасным и простым: введите игровой ID, выберите сумму, оплатите — и покупка придёт на ваш аккаунт за несколько минут.",
      "На этой странице мы рассказываем, кто мы, как устроено пополнение в {shopName} и почему покупать у нас можно спокойно.",
    ],
    sections: [
      {
        heading: "Кто мы",
        paragraphs: [
          "{shopName} — онлайн-магазин пополнения игр, которым управляет {legalName}; реквизиты компании — в конце этой страницы. Мы продаём игровую валюту, пропуски, наборы и подписки для 35 мобильных и компьютерных игр.",
          "У нас можно пополнить Mobile Legends, Free Fire, Genshin Impact, PUBG Mobile, Honkai: Star Rail, Honor of Kings, Clash of Clans, Brawl Stars, Wild Rift, Zepeto, Super SUS и многие другие игры.",
          "Наш основной рынок — Индонезия, поэтому для покупателей из Индонезии цены указаны в рупиях. Мы также работаем для игроков из Узбекистана и России и для англоязычных покупателей.",
          "{shopName} — независимый продавец и не связан ни с одним издателем игр. Названия игр, логотипы и игровые валюты принадлежат их издателям.",
        ],
      },
      {
        heading: "Как проходит пополнение",
        paragraphs: [
          "Пополнение в {shopName} занимает всего несколько шагов, и аккаунт в магазине для этого не нужен. Можно купить и для друга — достаточно ввести его игровой ID.",
          "Вот как это работает:",
        ],
        list: [
          "Выберите игру и введите свой игровой ID. Его вид зависит от игры: player ID, UID, user ID и zone ID, player tag, Riot ID, Space ID или Zepeto ID. В некоторых играх нужно также выбрать сервер или регион.",
          "Мы покажем никнейм игрока, привязанный к этому ID. Убедитесь, что это нужный аккаунт, чтобы покупка не ушла не туда.",
          "Выберите сумму или набор.",
          "Выберите способ оплаты и оплатите заказ.",
          "Покупка придёт на игровой аккаунт автоматически, обычно за несколько минут. Для Super SUS доставка занимает 5–10 минут.",
        ],
      },
      {
        heading: "Безопасно для аккаунта и данных",
        paragraphs: [
          "Безопасность вашего игрового аккаунта и платёжных данных для нас на первом месте. Вот почему пополнять игры в {shopName} можно без опасений:",
        ],
        list: [
          "Мы никогда не просим логин и пароль от игрового аккаунта. Для пополнения нужен только игровой ID, поэтому риска блокировки аккаунта нет.",
          "Покупки доставляются через официальные каналы издателей игр.",
          "Данные карты передаются напрямую лицензированному платёжному провайдеру. {shopName} никогда не видит номер вашей карты.",
          "Наши сотрудники никогда не попросят пароль или одноразовый код. Если кто-то просит их от имени {shopName}, не сообщайте эти данные.",
        ],
      },
      {
        heading: "Способы оплаты",
        paragraphs: [
          "Платите так, как вам удобно. Способы оплаты: {paymentMethods}. Платежи обрабатывают лицензированные платёжные провайдеры.",
          "Цены указаны с учётом налогов. Набор способов оплаты может различаться в зависимости от страны.",
        ],
      },
      {
        heading: "Аккаунт {shopName}: не обязателен, но выгоден",
        paragraphs: [
          "Пополнять игры можно сразу, без аккаунта. Но если войти через Google, Telegram, WhatsApp или Facebook, вы получите больше:",
        ],
        list: [
          "кешбэк KupiCoins за подходящие заказы;",
          "историю заказов в одном месте;",
          "акции и специальные предложения для вошедших пользователей.",
        ],
      },
      {
        heading: "Бонусы и акции",
        paragraphs: ["Мы хотим, чтобы каждое пополнение было чуть выгоднее. Вот что вы получаете в {shopName}:"],
        list: [
          "KupiCoins — кешбэк для вошедших в аккаунт. За заказы меньше {cashbackThreshold} кешбэк не начисляется, за заказы от {cashbackThreshold} — 1% и ещё 2% с промокодом. За заказы, оплаченные любым балансом, кешбэк не начисляется. KupiCoins можно покрыть до 15% суммы заказа.",
          "Баланс gold — внутренний кредит магазина из возвратов, который можно потратить на следующий заказ.",
          "Промокоды — скидки и специальные предложения, которыми мы регулярно делимся.",
          "Еженедельный розыгрыш: каждую неделю мы разыгрываем смартфон среди заказов, выполненных за эту неделю с промокодом EPICWIN. Результат розыгрыша может проверить любой желающий, поэтому всё честно и прозрачно.",
        ],
      },
      {
        heading: "Гарантия доставки и возврат средств",
        paragraphs: [
          "Большинство заказов приходит на игровой аккаунт за несколько минут. Если покупка не пришла в течение 1 часа после оплаты (30 минут для Free Fire), напишите в нашу службу поддержки.",
          "Если доставка не удалась, мы вернём 100% суммы — на исходный способ оплаты или, если вы вошли в аккаунт, на баланс gold. Способ возврата выбираете вы.",
        ],
      },
      {
        heading: "Поддержка 24/7",
        paragraphs: [
          "Наша команда на связи круглосуточно и без выходных. Чтобы мы помогли быстрее, укажите номер заказа, игровой ID и кратко опишите проблему или приложите подтверждение оплаты.",
          "Связаться с нами можно:",
        ],
        list: [
          "в чате на сайте {shopName};",
          "по электронной почте: {supportEmail};",
          "в Telegram: {telegramBot};",
          "в WhatsApp: {whatsappNumber}.",
        ],
      },
    ],
  },
  uz: {
    title: "Biz haqimizda",
    description:
      "{shopName} — 35 ta mobil va kompyuter o'yini uchun tez va xavfsiz to'ldirish do'koni. Do'konni {legalName} boshqaradi.",
    updated: "2026-11-29",
    intro: [
      "{shopName} do'koniga xush kelibsiz! Biz o'yin akkauntini to'ldirishni tez, xavfsiz va oson qilamiz: o'yin ID raqamingizni kiriting, miqdorni tanlang, to'lang — xarid bir necha daqiqada akkauntingizga tushadi.",
      "Bu sahifada kimligimiz, {shopName} do'konida to'ldirish qanday ishlashi va nega bizdan xotirjam xarid qilishingiz mumkinligi haqida so'zlab beramiz.",
    ],
    sections: [
      {
        heading: "Biz kimmiz",
        paragraphs: [
          "{shopName} — {legalName} boshqaradigan onlayn o'yin to'ldirish do'koni; kompaniya rekvizitlari shu sahifaning oxirida. Biz 35 ta mobil va kompyuter o'yini uchun o'yin valyutasi, passlar, to'plamlar va obunalarni sotamiz.",
          "{shopName} do'konida Mobile Legends, Free Fire, Genshin Impact, PUBG Mobile, Honkai: Star Rail, Honor of Kings, Clash of Clans, Brawl Stars, Wild Rift, Zepeto, Super SUS va boshqa ko'plab o'yinlarni to'ldirishingiz mumkin.",
          "Asosiy bozorimiz — Indoneziya, shuning uchun Indoneziyadagi xaridorlar uchun narxlar Indoneziya rupiyasida ko'rsatiladi. Shuningdek, O'zbekiston va Rossiyadagi o'yinchilarga hamda ingliz tilida so'zlashuvchi xaridorlarga xizmat ko'rsatamiz.",
          "{shopName} mustaqil sotuvchi bo'lib, hech qaysi o'yin noshiri bilan bog'liq emas. O'yin nomlari, logotiplari va o'yin valyutalari tegishli noshirlarga qarashli.",
        ],
      },
      {
        heading: "To'ldirish qanday amalga oshiriladi",
        paragraphs: [
          "{shopName} do'konida akkauntni to'ldirish bir necha qadamdan iborat va buning uchun do'kon akkaunti shart emas. Do'stingizga ham sovg'a qilishingiz mumkin — buning uchun uning o'yin ID raqamini kiritish kifoya.",
          "Bu shunday ishlaydi:",
        ],
        list: [
          "O'yinni tanlang va o'yin ID raqamingizni kiriting. Identifikator turi o'yinga bog'liq: player ID, UID, user ID va zone ID, player tag, Riot ID, Space ID yoki Zepeto ID. Ayrim o'yinlarda server yoki hududni ham tanlash kerak.",
          "Biz shu ID ga bog'langan o'yinchi taxallusini (nickname) ko'rsatamiz. Xarid boshqa akkauntga ketib qolmasligi uchun u to'g'ri ekaniga ishonch hosil qiling.",
          "Kerakli miqdor yoki to'plamni tanlang.",
          "To'lov usulini tanlang va buyurtmani to'lang.",
          "Xarid o'yin akkauntingizga avtomatik ravishda, odatda bir necha daqiqada yetkaziladi. Super SUS uchun yetkazib berish 5–10 daqiqa davom etadi.",
        ],
      },
      {
        heading: "Akkauntingiz va ma'lumotlaringiz xavfsiz",
        paragraphs: [
          "O'yin akkauntingiz va to'lov ma'lumotlaringiz xavfsizligi biz uchun birinchi o'rinda. {shopName} do'konida nega xotirjam to'ldirishingiz mumkin:",
        ],
        list: [
          "Biz hech qachon o'yin akkauntingiz loginini yoki parolini so'ramaymiz. To'ldirish uchun faqat o'yin ID kerak, shuning uchun akkauntingiz bloklanish xavfi yo'q.",
          "Xaridlar o'yin noshirlarining rasmiy kanallari orqali yetkaziladi.",
          "Karta ma'lumotlaringiz to'g'ridan-to'g'ri litsenziyaga ega to'lov provayderiga yuboriladi. {shopName} karta raqamingizni hech qachon ko'rmaydi.",
          "Xodimlarimiz hech qachon parolingizni yoki bir martalik kodingizni so'ramaydi. Kimdir ularni {shopName} nomidan so'rasa, bu ma'lumotlarni bermang.",
        ],
      },
      {
        heading: "To'lov usullari",
        paragraphs: [
          "O'zingizga qulay usulda to'lang: {paymentMethodsOr} orqali. To'lovlarni litsenziyaga ega to'lov provayderlari amalga oshiradi.",
          "Narxlarga soliqlar kiritilgan. To'lov usullari mamlakatga qarab farq qilishi mumkin.",
        ],
      },
      {
        heading: "{shopName} akkaunti: majburiy emas, lekin foydali",
        paragraphs: [
          "Akkauntni akkauntsiz ham darhol to'ldirishingiz mumkin. Ammo Google, Telegram, WhatsApp yoki Facebook orqali tizimga kirsangiz, ko'proq imkoniyatga ega bo'lasiz:",
        ],
        list: [
          "mos buyurtmalar uchun KupiCoins keshbeki;",
          "barcha buyurtmalaringiz tarixi bir joyda;",
          "tizimga kirgan foydalanuvchilar uchun aksiyalar va maxsus takliflar.",
        ],
      },
      {
        heading: "Bonuslar va aksiyalar",
        paragraphs: [
          "Har bir to'ldirish sizga biroz ko'proq foyda keltirishini istaymiz. {shopName} do'konida sizni nimalar kutmoqda:",
        ],
        list: [
          "KupiCoins — tizimga kirgan foydalanuvchilar uchun keshbek. {cashbackThreshold}dan kam buyurtmalarga keshbek berilmaydi, {cashbackThreshold} va undan ortiq buyurtmalarga 1%, promokod bilan yana 2% beriladi. Istalgan balans bilan to'langan buyurtmalarga keshbek berilmaydi. KupiCoins bilan buyurtma summasining 15 foizigacha to'lash mumkin.",
          "Gold balansi — pul qaytarishlardan hosil bo'ladigan do'kon ichidagi kredit; uni keyingi buyurtmangizga sarflashingiz mumkin.",
          "Promokodlar — biz muntazam ulashadigan chegirmalar va maxsus takliflar.",
          "Haftalik sovrinli o'yin: har hafta shu hafta EPICWIN promokodi bilan bajarilgan buyurtmalar orasida smartfon o'ynaladi. Qur'a natijasini istalgan kishi tekshira oladi, shuning uchun hammasi halol va shaffof.",
        ],
      },
      {
        heading: "Yetkazib berish kafolati va pulni qaytarish",
        paragraphs: [
          "Aksariyat buyurtmalar o'yin akkauntiga bir necha daqiqada yetib boradi. Agar xarid to'lovdan keyin 1 soat ichida kelmasa (Free Fire uchun 30 daqiqa), qo'llab-quvvatlash xizmatimizga murojaat qiling.",
          "Agar yetkazib berish amalga oshmasa, pulingiz 100% qaytariladi: dastlabki to'lov usuliga yoki, agar tizimga kirgan bo'lsangiz, gold balansiga. Qaysi usulni tanlash o'z ixtiyoringizda.",
        ],
      },
      {
        heading: "24/7 qo'llab-quvvatlash",
        paragraphs: [
          "Jamoamiz kecha-kunduz, haftada 7 kun yordam berishga tayyor. Tezroq yordam berishimiz uchun buyurtma raqami, o'yin ID hamda muammoning qisqacha tavsifi yoki to'lovni tasdiqlovchi hujjatni yuboring.",
          "Biz bilan bog'lanish usullari:",
        ],
        list: [
          "{shopName} saytidagi chat;",
          "elektron pochta: {supportEmail};",
          "Telegram: {telegramBot};",
          "WhatsApp: {whatsappNumber}.",
        ],
      },
    ],
  },
};
