import type { LegalTexts } from "./types";

/**
 * Website terms: use of the website itself (purchases are covered by the terms of use in user-toc.ts).
 * All four languages have the same sections in the same order.
 */
export const websiteToc: LegalTexts = {
  id: {
    title: "Ketentuan Penggunaan Situs",
    description:
      "Aturan penggunaan situs {shopName}: akses, hak kekayaan intelektual, penggunaan yang diperbolehkan, ulasan, keamanan, dan tanggung jawab.",
    updated: "2026-11-29",
    intro: [
      "Ketentuan Penggunaan Situs ini mengatur akses dan penggunaan situs web {shopName} yang dikelola oleh {legalName}.",
      "Dengan mengakses atau menggunakan situs ini, Anda menyetujui ketentuan ini. Pembelian item diatur dalam Syarat dan Ketentuan, sedangkan pengolahan data pribadi dijelaskan dalam Kebijakan Privasi.",
    ],
    sections: [
      {
        heading: "Ruang Lingkup",
        paragraphs: [
          "Ketentuan ini berlaku bagi setiap pengunjung situs {shopName}, baik yang berbelanja maupun tidak, dan baik yang masuk ke akun maupun tidak. Ketentuan ini mencakup seluruh halaman situs dalam semua versi bahasa: Indonesia, Inggris, Rusia, dan Uzbek.",
          "Hal-hal yang berkaitan dengan pesanan, pembayaran, pengiriman, pengembalian dana, dan bonus diatur dalam Syarat dan Ketentuan. Jika terdapat perbedaan antara kedua dokumen terkait suatu pesanan, yang berlaku adalah Syarat dan Ketentuan.",
        ],
      },
      {
        heading: "Akses dan Ketersediaan",
        paragraphs: [
          "Situs {shopName} dapat diakses tanpa biaya. Anda bertanggung jawab atas perangkat, koneksi internet, dan biaya data yang Anda gunakan untuk mengaksesnya.",
          "Kami berupaya agar situs selalu dapat diakses, tetapi tidak menjamin situs tersedia 24/7 tanpa gangguan. Akses dapat terhenti sementara karena pemeliharaan, pembaruan, gangguan teknis, atau kejadian di luar kendali kami.",
          "Kami dapat mengubah, menambah, atau menghentikan fitur, game, atau produk tertentu di situs. Pesanan yang terdampak gangguan tetap ditangani sesuai Syarat dan Ketentuan: pesanan yang belum dibayar dibatalkan otomatis setelah 60 menit, dan pesanan yang gagal dikirim dikembalikan dananya 100%.",
        ],
      },
      {
        heading: "Hak Kekayaan Intelektual dan Merek Dagang",
        paragraphs: [
          "Konten situs, termasuk teks, desain, grafis, nama dan logo {shopName}, serta perangkat lunaknya, merupakan milik {legalName} atau pemberi lisensinya dan dilindungi oleh hukum. Anda boleh melihat dan menggunakan situs untuk keperluan pribadi. Menyalin, mengubah, atau menggunakan konten situs untuk tujuan komersial tanpa izin tertulis dari kami tidak diperbolehkan.",
          "Nama game, logo, gambar, dan nama mata uang dalam game merupakan merek dagang atau ciptaan milik penerbitnya masing-masing. Kami menggunakannya semata-mata untuk menunjukkan game yang produknya kami jual.",
          "{shopName} adalah penjual independen dan tidak berafiliasi dengan, tidak disponsori oleh, serta tidak mendapat dukungan resmi dari penerbit game mana pun, kecuali dinyatakan lain secara tegas.",
        ],
      },
      {
        heading: "Penggunaan yang Diperbolehkan",
        paragraphs: [
          "Anda boleh menggunakan situs untuk melihat produk, membuat pesanan untuk diri sendiri atau sebagai hadiah, dan menghubungi kami. Jika Anda melanggar ketentuan ini, kami dapat membatasi atau memblokir akses Anda, menangguhkan akun Anda, dan, apabila diwajibkan oleh hukum, melaporkan pelanggaran tersebut kepada pihak berwenang.",
          "Saat menggunakan situs, Anda dilarang:",
        ],
        list: [
          "mengambil data dari situs secara otomatis (scraping), termasuk harga dan katalog produk;",
          "membuat pesanan secara otomatis menggunakan bot, skrip, atau alat sejenis;",
          "menyerang, membebani, atau mencoba membobol situs, misalnya melalui serangan DDoS, penyebaran malware, atau upaya menembus sistem keamanan;",
          "melakukan penipuan atau menggunakan data maupun metode pembayaran milik orang lain tanpa izin;",
          "menjual kembali produk kami melalui bot;",
          "menyamar sebagai {shopName}, karyawan kami, atau orang lain;",
          "mengganggu penggunaan situs oleh pengguna lain.",
        ],
      },
      {
        heading: "Ulasan dan Masukan Pengguna",
        paragraphs: [
          "Anda dapat memberikan penilaian bintang, memilih alasan, dan menulis komentar tentang pesanan atau layanan kami. Ulasan dan masukan tersebut dapat ditampilkan secara publik di situs tanpa menyertakan detail kontak Anda.",
          "Dengan mengirimkan ulasan atau masukan, Anda memberi kami hak non-eksklusif dan bebas royalti untuk menampilkan, mengutip, dan menggunakannya guna meningkatkan layanan. Anda tetap bertanggung jawab atas isi yang Anda kirimkan.",
          "Kami dapat tidak menampilkan atau menghapus konten yang melanggar ketentuan ini. Konten yang Anda kirimkan harus:",
        ],
        list: [
          "sesuai dengan hukum yang berlaku;",
          "tidak kasar, menghina, atau mengancam, serta tidak mengandung ujaran kebencian;",
          "tidak memuat data pribadi orang lain, seperti nomor telepon atau alamat e-mail;",
          "tidak berisi iklan, spam, atau tautan yang tidak relevan;",
          "tidak melanggar hak kekayaan intelektual pihak lain.",
        ],
      },
      {
        heading: "Tautan ke Situs Pihak Ketiga",
        paragraphs: [
          "Situs kami dapat memuat tautan ke situs pihak ketiga, seperti situs penerbit game, penyedia pembayaran, atau media sosial. Saat membayar, Anda juga dapat diarahkan ke halaman penyedia pembayaran.",
          "Kami tidak mengendalikan situs pihak ketiga dan tidak bertanggung jawab atas isi, ketersediaan, maupun praktik privasinya. Penggunaan situs tersebut tunduk pada syarat dan kebijakan privasinya masing-masing. Adanya tautan tidak berarti kami mendukung situs atau pengelolanya.",
        ],
      },
      {
        heading: "Cookie",
        paragraphs: [
          "Kami menggunakan cookie dan teknologi serupa yang diperlukan agar situs dapat berfungsi, misalnya untuk mengingat pilihan bahasa Anda dan menjaga Anda tetap masuk ke akun.",
          "Informasi lengkap tentang cookie yang kami gunakan dan pilihan yang Anda miliki tersedia dalam Kebijakan Privasi di /privacy.",
        ],
      },
      {
        heading: "Keamanan dan Pelaporan Kerentanan",
        paragraphs: [
          "Kami menerapkan langkah-langkah keamanan yang wajar untuk melindungi situs dan data Anda, termasuk memproses pembayaran melalui penyedia jasa pembayaran berizin. Meski demikian, tidak ada sistem yang sepenuhnya aman.",
          "Kami tidak pernah meminta data login atau kata sandi akun game Anda. Jika Anda menemukan situs, akun media sosial, atau pesan mencurigakan yang mengatasnamakan {shopName}, mohon laporkan kepada kami.",
          "Jika Anda menemukan kerentanan keamanan di situs kami, laporkan ke {supportEmail} beserta penjelasan dan langkah-langkah untuk mereproduksinya. Dalam menguji dan melaporkan temuan, mohon:",
        ],
        list: [
          "tidak memanfaatkan kerentanan melebihi yang diperlukan untuk membuktikannya;",
          "tidak mengakses, mengubah, atau menghapus data milik pengguna lain;",
          "tidak mengganggu ketersediaan situs;",
          "tidak mengungkapkan kerentanan kepada publik sebelum kami memiliki waktu yang wajar untuk memperbaikinya.",
        ],
      },
      {
        heading: "Penafian dan Batasan Tanggung Jawab",
        paragraphs: [
          "Kami berupaya agar informasi di situs, termasuk harga, deskripsi produk, dan aturan game, selalu akurat dan terkini. Namun, informasi tersebut dapat mengandung kesalahan atau berubah sewaktu-waktu, misalnya ketika penerbit mengubah aturannya. Harga yang mengikat adalah harga di halaman pembayaran pada saat Anda membayar.",
          "Situs disediakan sebagaimana adanya. Sepanjang diizinkan oleh hukum, kami tidak bertanggung jawab atas kerugian tidak langsung yang timbul dari penggunaan situs, gangguan atau tidak tersedianya situs, maupun isi situs pihak ketiga.",
          "Apabila tanggung jawab kami berkaitan dengan suatu pesanan, tanggung jawab tersebut tidak pernah dibatasi di bawah jumlah yang Anda bayarkan untuk pesanan tersebut. Ketentuan ini tidak membatasi tanggung jawab yang menurut hukum tidak dapat dibatasi, dan tidak mengurangi hak Anda berdasarkan Undang-Undang Nomor 8 Tahun 1999 tentang Perlindungan Konsumen.",
        ],
      },
      {
        heading: "Perubahan Ketentuan",
        paragraphs: [
          "Kami dapat mengubah ketentuan ini dari waktu ke waktu, misalnya karena perubahan situs, layanan, atau peraturan perundang-undangan. Versi terbaru selalu tersedia di halaman ini beserta tanggal berlakunya.",
          "Dengan tetap menggunakan situs setelah perubahan berlaku, Anda menyetujui ketentuan yang telah diubah. Perubahan tidak berlaku surut terhadap pesanan yang telah dibuat sebelumnya.",
        ],
      },
      {
        heading: "Hukum yang Berlaku dan Penyelesaian Sengketa",
        paragraphs: [
          "Ketentuan ini tunduk pada hukum Negara Republik Indonesia.",
          "Apabila terjadi sengketa, silakan hubungi layanan pelanggan terlebih dahulu agar masalah dapat diselesaikan secara musyawarah. Jika tidak tercapai penyelesaian, sengketa diupayakan melalui mediasi. Apabila mediasi tidak berhasil, sengketa diselesaikan melalui pengadilan di Jakarta.",
          "Tidak ada ketentuan dalam dokumen ini yang membatasi hak Anda sebagai konsumen berdasarkan Undang-Undang Nomor 8 Tahun 1999 tentang Perlindungan Konsumen.",
        ],
      },
      {
        heading: "Kontak",
        paragraphs: [
          "Situs {shopName} dikelola oleh {legalName}, beralamat di {legalAddress}, NIB {registrationNumber}.",
          "Untuk pertanyaan tentang ketentuan ini, laporan pelanggaran, atau laporan keamanan, hubungi kami 24 jam sehari, 7 hari seminggu melalui:",
        ],
        list: [
          "live chat di situs {shopName};",
          "e-mail: {supportEmail};",
          "bot Telegram: {telegramBot};",
          "WhatsApp: {whatsappNumber}.",
        ],
      },
    ],
  },

  en: {
    title: "Website Terms",
    description:
      "The rules for using the {shopName} website: access, intellectual property, acceptable use, reviews, security and liability.",
    updated: "2026-11-29",
    intro: [
      "These Website Terms govern access to and use of the {shopName} website, operated by {legalName}.",
      "By accessing or using this website, you accept these terms. Purchases are governed by our Terms of Use, and how we handle personal data is explained in our Privacy Policy.",
    ],
    sections: [
      {
        heading: "Scope",
        paragraphs: [
          "These terms apply to every visitor to the {shopName} website, whether or not you buy anything and whether or not you are signed in. They cover all pages of the website in every language version: Indonesian, English, Russian and Uzbek.",
          "Orders, payment, delivery, refunds and bonuses are governed by our Terms of Use. If the two documents differ on a matter concerning an order, the Terms of Use prevail.",
        ],
      },
      {
        heading: "Access and availability",
        paragraphs: [
          "The {shopName} website is free to access. You are responsible for the device, internet connection and data charges you use to access it.",
          "We work to keep the website available at all times, but we do not guarantee that it will be available 24/7 without interruption. Access may be interrupted temporarily for maintenance, updates, technical faults or events beyond our control.",
          "We may change, add or discontinue features, games or products on the website. Orders affected by an interruption are still handled under the Terms of Use: unpaid orders are canceled automatically after 60 minutes, and orders that fail to deliver are refunded in full.",
        ],
      },
      {
        heading: "Intellectual property and trademarks",
        paragraphs: [
          "The website's content, including text, design, graphics, the {shopName} name and logo and the underlying software, belongs to {legalName} or its licensors and is protected by law. You may view and use the website for your personal purposes. You may not copy, modify or use the website's content for commercial purposes without our written permission.",
          "Game names, logos, images and in-game currency names are trademarks or copyrighted works of their respective publishers. We use them only to identify the games whose products we sell.",
          "{shopName} is an independent reseller and is not affiliated with, sponsored by or endorsed by any game publisher, unless expressly stated otherwise.",
        ],
      },
      {
        heading: "Acceptable use",
        paragraphs: [
          "You may use the website to browse products, place orders for yourself or as gifts, and contact us. If you break these terms, we may restrict or block your access, suspend your account and, where the law requires it, report the violation to the authorities.",
          "When using the website, you must not:",
        ],
        list: [
          "collect data from the website by automated means (scraping), including prices and the product catalog;",
          "place orders automatically using bots, scripts or similar tools;",
          "attack, overload or try to break into the website, for example through DDoS attacks, malware or attempts to bypass security measures;",
          "commit fraud or use someone else's data or payment methods without permission;",
          "resell our products through bots;",
          "impersonate {shopName}, our staff or anyone else;",
          "interfere with other users' use of the website.",
        ],
      },
      {
        heading: "Reviews and feedback",
        paragraphs: [
          "You can give a star rating, choose reasons and write comments about an order or our service. These reviews and feedback may be shown publicly on the website, without your contact details.",
          "By submitting a review or feedback, you grant us a non-exclusive, royalty-free right to display it, quote it and use it to improve our service. You remain responsible for what you submit.",
          "We may decline to show or remove content that breaks these terms. Content you submit must:",
        ],
        list: [
          "be lawful;",
          "not be abusive, insulting or threatening, and not contain hate speech;",
          "not include other people's personal data, such as phone numbers or e-mail addresses;",
          "not contain advertising, spam or unrelated links;",
          "not infringe anyone else's intellectual property rights.",
        ],
      },
      {
        heading: "Links to third-party sites",
        paragraphs: [
          "Our website may contain links to third-party sites, such as game publishers, payment providers or social networks. When you pay, you may also be redirected to a payment provider's page.",
          "We do not control third-party sites and are not responsible for their content, availability or privacy practices. Your use of those sites is governed by their own terms and privacy policies. A link does not mean that we endorse the site or its operator.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "We use cookies and similar technologies that the website needs in order to work, for example to remember your language and to keep you signed in.",
          "Full details of the cookies we use and the choices you have are in our Privacy Policy at /en/privacy.",
        ],
      },
      {
        heading: "Security and reporting vulnerabilities",
        paragraphs: [
          "We take reasonable security measures to protect the website and your data, including processing payments through a licensed payment provider. Even so, no system is completely secure.",
          "We never ask for your game account login or password. If you come across a suspicious website, social media account or message claiming to be {shopName}, please report it to us.",
          "If you find a security vulnerability on our website, please report it to {supportEmail} with a description and the steps to reproduce it. When testing and reporting, please:",
        ],
        list: [
          "not exploit the vulnerability beyond what is needed to demonstrate it;",
          "not access, modify or delete other users' data;",
          "not disrupt the website's availability;",
          "not disclose the vulnerability publicly before we have had a reasonable time to fix it.",
        ],
      },
      {
        heading: "Disclaimer and liability",
        paragraphs: [
          "We work to keep the information on the website, including prices, product descriptions and game rules, accurate and up to date. However, it may contain errors or change at any time, for example when a publisher changes its rules. The binding price is the one shown on the payment page at the moment you pay.",
          "The website is provided as is. To the extent permitted by law, we are not liable for indirect losses arising from use of the website, from its interruption or unavailability, or from the content of third-party sites.",
          "Where our liability concerns an order, it is never limited below the amount you paid for that order. Nothing in these terms limits liability that cannot be limited by law, and nothing reduces your rights under Indonesian Law No. 8 of 1999 on Consumer Protection.",
        ],
      },
      {
        heading: "Changes to these terms",
        paragraphs: [
          "We may change these terms from time to time, for example because of changes to the website, our service or the law. The current version is always available on this page with the date it took effect.",
          "By continuing to use the website after a change takes effect, you accept the updated terms. Changes do not apply retroactively to orders placed before them.",
        ],
      },
      {
        heading: "Governing law and disputes",
        paragraphs: [
          "These terms are governed by the laws of the Republic of Indonesia.",
          "If a dispute arises, please contact our support team first so that we can try to resolve it amicably. If that does not resolve it, the dispute will be referred to mediation. If mediation fails, the dispute will be settled by the courts of Jakarta.",
          "Nothing in this document limits your rights as a consumer under Indonesian Law No. 8 of 1999 on Consumer Protection.",
        ],
      },
      {
        heading: "Contact",
        paragraphs: [
          "The {shopName} website is operated by {legalName} ({registrationNumber}), registered address {legalAddress}.",
          "For questions about these terms, reports of misuse or security reports, contact us 24/7 through:",
        ],
        list: [
          "live chat on the {shopName} website;",
          "e-mail: {supportEmail};",
          "Telegram bot: {telegramBot};",
          "WhatsApp: {whatsappNumber}.",
        ],
      },
    ],
  },

  ru: {
    title: "Условия использования сайта",
    description:
      "Правила использования сайта {shopName}: доступ, интеллектуальная собственность, допустимое использование, отзывы, безопасность и ответственность.",
    updated: "2026-11-29",
    intro: [
      "Настоящие Условия использования сайта регулируют доступ к сайту {shopName} и его использование. Оператор сайта — {legalName}.",
      "Заходя на сайт или пользуясь им, вы принимаете настоящие условия. Покупки регулируются Пользовательским соглашением, а обработка персональных данных описана в Политике конфиденциальности.",
    ],
    sections: [
      {
        heading: "Сфера действия",
        paragraphs: [
          "Настоящие условия распространяются на всех посетителей сайта {shopName} — независимо от того, совершают ли они покупки и вошли ли в аккаунт. Они действуют для всех страниц сайта во всех языковых версиях: индонезийской, английской, русской и узбекской.",
          "Вопросы заказов, оплаты, доставки, возвратов и бонусов регулируются Пользовательским соглашением. Если положения двух документов в отношении заказа расходятся, применяется Пользовательское соглашение.",
        ],
      },
      {
        heading: "Доступ и доступность",
        paragraphs: [
          "Доступ к сайту {shopName} бесплатный. Вы сами отвечаете за устройство, подключение к интернету и расходы на передачу данных, которые используете для доступа к сайту.",
          "Мы стремимся, чтобы сайт был доступен всегда, но не гарантируем его круглосуточную работу без перерывов. Доступ может временно прерываться из-за технического обслуживания, обновлений, сбоев или обстоятельств, не зависящих от нас.",
          "Мы можем изменять, добавлять или прекращать отдельные функции, игры или товары на сайте. Заказы, затронутые перебоями, обрабатываются в соответствии с Пользовательским соглашением: неоплаченные заказы автоматически отменяются через 60 минут, а по недоставленным заказам возвращается 100% суммы.",
        ],
      },
      {
        heading: "Интеллектуальная собственность и товарные знаки",
        paragraphs: [
          "Содержимое сайта, включая тексты, дизайн, графику, название и логотип {shopName}, а также программное обеспечение, принадлежит {legalName} или его лицензиарам и охраняется законом. Вы можете просматривать сайт и пользоваться им в личных целях. Копировать, изменять или использовать материалы сайта в коммерческих целях без нашего письменного разрешения запрещено.",
          "Названия игр, логотипы, изображения и названия игровых валют являются товарными знаками или объектами авторского права соответствующих издателей. Мы используем их только для того, чтобы указать, к каким играм относятся продаваемые нами товары.",
          "{shopName} — независимый продавец; если прямо не указано иное, он не связан с издателями игр, не спонсируется и не одобрен ими.",
        ],
      },
      {
        heading: "Допустимое использование",
        paragraphs: [
          "Вы можете пользоваться сайтом, чтобы просматривать товары, оформлять заказы для себя или в подарок и связываться с нами. При нарушении настоящих условий мы можем ограничить или заблокировать ваш доступ, заблокировать ваш аккаунт и, если этого требует закон, сообщить о нарушении в компетентные органы.",
          "При использовании сайта запрещается:",
        ],
        list: [
          "автоматически собирать данные с сайта (скрейпинг), в том числе цены и каталог товаров;",
          "оформлять заказы автоматически с помощью ботов, скриптов и подобных инструментов;",
          "атаковать сайт, создавать на него чрезмерную нагрузку или пытаться его взломать, например с помощью DDoS-атак, вредоносных программ или попыток обойти средства защиты;",
          "совершать мошеннические действия или использовать чужие данные и платёжные средства без разрешения;",
          "перепродавать наши товары с помощью ботов;",
          "выдавать себя за {shopName}, наших сотрудников или других лиц;",
          "мешать другим пользователям пользоваться сайтом.",
        ],
      },
      {
        heading: "Отзывы и обратная связь",
        paragraphs: [
          "Вы можете поставить оценку в звёздах, выбрать причины и написать комментарий о заказе или нашем сервисе. Такие отзывы могут публиковаться на сайте без ваших контактных данных.",
          "Отправляя отзыв или обратную связь, вы предоставляете нам неисключительное безвозмездное право показывать его, цитировать и использовать для улучшения сервиса. Ответственность за содержание отзыва несёте вы.",
          "Мы можем не публиковать или удалить материалы, нарушающие настоящие условия. Отправляемые материалы должны:",
        ],
        list: [
          "соответствовать закону;",
          "не быть оскорбительными или угрожающими и не содержать высказываний, разжигающих ненависть;",
          "не содержать персональных данных других людей, например номеров телефонов или адресов электронной почты;",
          "не содержать рекламы, спама или посторонних ссылок;",
          "не нарушать права интеллектуальной собственности третьих лиц.",
        ],
      },
      {
        heading: "Ссылки на сторонние сайты",
        paragraphs: [
          "Наш сайт может содержать ссылки на сторонние сайты, например сайты издателей игр, платёжных провайдеров или социальных сетей. При оплате вы также можете быть перенаправлены на страницу платёжного провайдера.",
          "Мы не контролируем сторонние сайты и не отвечаем за их содержание, доступность и обработку ими персональных данных. Использование таких сайтов регулируется их собственными условиями и политиками конфиденциальности. Наличие ссылки не означает, что мы одобряем сайт или его владельца.",
        ],
      },
      {
        heading: "Файлы cookie",
        paragraphs: [
          "Мы используем файлы cookie и аналогичные технологии, необходимые для работы сайта, например чтобы запомнить выбранный вами язык и сохранить вход в аккаунт.",
          "Подробнее об используемых файлах cookie и о том, какой выбор у вас есть, рассказано в Политике конфиденциальности: /ru/privacy.",
        ],
      },
      {
        heading: "Безопасность и сообщения об уязвимостях",
        paragraphs: [
          "Мы принимаем разумные меры для защиты сайта и ваших данных, в том числе обрабатываем платежи через лицензированного платёжного провайдера. Тем не менее ни одна система не защищена полностью.",
          "Мы никогда не запрашиваем логин или пароль от вашего игрового аккаунта. Если вы встретили подозрительный сайт, аккаунт в соцсетях или сообщение от имени {shopName}, пожалуйста, сообщите нам.",
          "Если вы обнаружили уязвимость на нашем сайте, сообщите о ней на {supportEmail}, приложив описание и шаги для воспроизведения. При проверке и сообщении об уязвимости, пожалуйста:",
        ],
        list: [
          "не используйте уязвимость сверх того, что необходимо для её демонстрации;",
          "не получайте доступ к данным других пользователей, не изменяйте и не удаляйте их;",
          "не нарушайте работу сайта;",
          "не раскрывайте информацию об уязвимости публично, пока у нас не было разумного времени на её устранение.",
        ],
      },
      {
        heading: "Отказ от гарантий и ограничение ответственности",
        paragraphs: [
          "Мы стремимся, чтобы информация на сайте, включая цены, описания товаров и правила игр, была точной и актуальной. Однако она может содержать ошибки или измениться в любой момент, например когда издатель меняет свои правила. Окончательной является цена, указанная на странице оплаты в момент оплаты.",
          "Сайт предоставляется «как есть». В пределах, допускаемых законом, мы не несём ответственности за косвенные убытки, возникшие в связи с использованием сайта, перебоями в его работе или его недоступностью, а также за содержание сторонних сайтов.",
          "Если наша ответственность связана с заказом, она никогда не ограничивается суммой меньше той, что вы за него заплатили. Ничто в настоящих условиях не ограничивает ответственность, которую по закону ограничить нельзя, и не умаляет ваших прав по Закону Индонезии № 8 от 1999 года о защите прав потребителей.",
        ],
      },
      {
        heading: "Изменение условий",
        paragraphs: [
          "Мы можем время от времени изменять настоящие условия, например в связи с изменениями сайта, сервиса или законодательства. Актуальная редакция всегда доступна на этой странице с указанием даты вступления в силу.",
          "Продолжая пользоваться сайтом после вступления изменений в силу, вы принимаете обновлённые условия. Изменения не имеют обратной силы в отношении ранее оформленных заказов.",
        ],
      },
      {
        heading: "Применимое право и разрешение споров",
        paragraphs: [
          "Настоящие условия регулируются правом Республики Индонезия.",
          "При возникновении спора, пожалуйста, сначала обратитесь в службу поддержки, чтобы мы могли попытаться урегулировать его мирно. Если это не поможет, спор передаётся на медиацию. Если медиация не приведёт к результату, спор разрешается в судах Джакарты.",
          "Ничто в настоящем документе не ограничивает ваши права потребителя по Закону Индонезии № 8 от 1999 года о защите прав потребителей.",
        ],
      },
      {
        heading: "Контакты",
        paragraphs: [
          "Оператор сайта {shopName} — {legalName} (ОГРН {registrationNumber}, адрес: {legalAddress}).",
          "С вопросами о настоящих условиях, сообщениями о нарушениях или об уязвимостях обращайтесь к нам круглосуточно и без выходных:",
        ],
        list: [
          "чат на сайте {shopName};",
          "электронная почта: {supportEmail};",
          "Telegram-бот: {telegramBot};",
          "WhatsApp: {whatsappNumber}.",
        ],
      },
    ],
  },

  uz: {
    title: "Saytdan foydalanish shartlari",
    description:
      "{shopName} saytidan foydalanish qoidalari: kirish, intellektual mulk, ruxsat etilgan foydalanish, sharhlar, xavfsizlik va javobgarlik.",
    updated: "2026-11-29",
    intro: [
      "Ushbu Saytdan foydalanish shartlari {legalName} boshqaradigan {shopName} saytiga kirish va undan foydalanishni tartibga soladi.",
      "Saytga kirish yoki undan foydalanish orqali siz ushbu shartlarni qabul qilasiz. Xaridlar Foydalanish shartlari bilan tartibga solinadi, shaxsiy ma'lumotlarni qayta ishlash esa Maxfiylik siyosatida tushuntirilgan.",
    ],
    sections: [
      {
        heading: "Amal qilish doirasi",
        paragraphs: [
          "Ushbu shartlar {shopName} saytining barcha tashrif buyuruvchilariga — xarid qilish-qilmasligidan va tizimga kirgan-kirmaganidan qat'i nazar — taalluqlidir. Ular saytning barcha sahifalariga va barcha til versiyalariga: indonez, ingliz, rus va o'zbek tillariga tegishli.",
          "Buyurtmalar, to'lov, yetkazib berish, pulni qaytarish va bonuslar bilan bog'liq masalalar Foydalanish shartlari bilan tartibga solinadi. Agar buyurtmaga oid masalada ikki hujjat o'rtasida farq bo'lsa, Foydalanish shartlari ustun turadi.",
        ],
      },
      {
        heading: "Kirish va ishlash",
        paragraphs: [
          "{shopName} saytiga kirish bepul. Saytga kirish uchun foydalanadigan qurilmangiz, internet aloqangiz va mobil trafik xarajatlari uchun o'zingiz javobgarsiz.",
          "Biz sayt doimo ishlashi uchun harakat qilamiz, ammo uning kecha-kunduz uzluksiz ishlashiga kafolat bermaymiz. Texnik xizmat ko'rsatish, yangilanishlar, texnik nosozliklar yoki bizga bog'liq bo'lmagan holatlar sababli saytga kirish vaqtincha to'xtashi mumkin.",
          "Biz saytdagi ayrim funksiyalar, o'yinlar yoki mahsulotlarni o'zgartirishimiz, qo'shishimiz yoki to'xtatishimiz mumkin. Uzilishlardan ta'sirlangan buyurtmalar Foydalanish shartlariga muvofiq ko'rib chiqiladi: to'lanmagan buyurtmalar 60 daqiqadan so'ng avtomatik bekor qilinadi, yetkazib berilmagan buyurtmalar bo'yicha esa pul 100% qaytariladi.",
        ],
      },
      {
        heading: "Intellektual mulk va tovar belgilari",
        paragraphs: [
          "Sayt kontenti, jumladan matnlar, dizayn, grafika, {shopName} nomi va logotipi hamda dasturiy ta'minot {legalName} yoki uning litsenziarlariga tegishli va qonun bilan himoyalangan. Saytni shaxsiy maqsadlarda ko'rishingiz va undan foydalanishingiz mumkin. Sayt materiallarini yozma ruxsatimizsiz nusxalash, o'zgartirish yoki tijorat maqsadlarida ishlatish taqiqlanadi.",
          "O'yin nomlari, logotiplari, tasvirlari va o'yin valyutalarining nomlari tegishli noshirlarning tovar belgilari yoki mualliflik huquqi obyektlaridir. Biz ulardan faqat sotayotgan mahsulotlarimiz qaysi o'yinlarga tegishli ekanini ko'rsatish uchun foydalanamiz.",
          "{shopName} mustaqil sotuvchi bo'lib, agar alohida aniq ko'rsatilmagan bo'lsa, hech qaysi o'yin noshiri bilan bog'liq emas, ularning homiyligida emas va ular tomonidan ma'qullanmagan.",
        ],
      },
      {
        heading: "Ruxsat etilgan foydalanish",
        paragraphs: [
          "Saytdan mahsulotlarni ko'rish, o'zingiz uchun yoki sovg'a sifatida buyurtma berish va biz bilan bog'lanish uchun foydalanishingiz mumkin. Ushbu shartlar buzilsa, biz saytga kirishingizni cheklashimiz yoki bloklashimiz, akkauntingizni to'xtatib qo'yishimiz va qonun talab qilgan hollarda qoidabuzarlik haqida vakolatli organlarga xabar berishimiz mumkin.",
          "Saytdan foydalanishda quyidagilar taqiqlanadi:",
        ],
        list: [
          "saytdan ma'lumotlarni avtomatik yig'ish (skreyping), jumladan narxlar va mahsulotlar katalogini;",
          "botlar, skriptlar yoki shunga o'xshash vositalar yordamida avtomatik buyurtma berish;",
          "saytga hujum qilish, uni ortiqcha yuklash yoki buzishga urinish, masalan, DDoS-hujumlar, zararli dasturlar yoki himoya vositalarini chetlab o'tishga urinishlar orqali;",
          "firibgarlik qilish yoki boshqa shaxslarning ma'lumotlari va to'lov vositalaridan ruxsatsiz foydalanish;",
          "mahsulotlarimizni botlar orqali qayta sotish;",
          "o'zini {shopName}, bizning xodimlarimiz yoki boshqa shaxslar sifatida ko'rsatish;",
          "boshqa foydalanuvchilarning saytdan foydalanishiga xalaqit berish.",
        ],
      },
      {
        heading: "Sharhlar va fikr-mulohazalar",
        paragraphs: [
          "Siz buyurtma yoki xizmatimiz haqida yulduzcha bilan baho qo'yishingiz, sabablarni tanlashingiz va izoh yozishingiz mumkin. Bunday sharhlar va fikr-mulohazalar saytda aloqa ma'lumotlaringizsiz ommaga ko'rsatilishi mumkin.",
          "Sharh yoki fikr-mulohaza yuborish orqali siz bizga uni ko'rsatish, iqtibos keltirish va xizmatni yaxshilash uchun foydalanish bo'yicha noeksklyuziv va bepul huquq berasiz. Yuborgan kontentingiz uchun o'zingiz javobgar bo'lib qolasiz.",
          "Ushbu shartlarni buzadigan kontentni ko'rsatmasligimiz yoki o'chirib tashlashimiz mumkin. Siz yuboradigan kontent:",
        ],
        list: [
          "qonunga mos bo'lishi;",
          "haqoratli yoki tahdidli bo'lmasligi va nafrat qo'zg'atuvchi gaplarni o'z ichiga olmasligi;",
          "boshqa shaxslarning telefon raqami yoki elektron pochta manzili kabi shaxsiy ma'lumotlarini o'z ichiga olmasligi;",
          "reklama, spam yoki aloqasi bo'lmagan havolalarni o'z ichiga olmasligi;",
          "boshqalarning intellektual mulk huquqlarini buzmasligi kerak.",
        ],
      },
      {
        heading: "Uchinchi tomon saytlariga havolalar",
        paragraphs: [
          "Saytimizda uchinchi tomon saytlariga, masalan, o'yin noshirlari, to'lov provayderlari yoki ijtimoiy tarmoqlar saytlariga havolalar bo'lishi mumkin. To'lov paytida sizni to'lov provayderining sahifasiga ham yo'naltirishimiz mumkin.",
          "Biz uchinchi tomon saytlarini nazorat qilmaymiz va ularning mazmuni, ishlashi yoki shaxsiy ma'lumotlar bilan ishlash amaliyoti uchun javobgar emasmiz. Bunday saytlardan foydalanish ularning o'z shartlari va maxfiylik siyosatlari bilan tartibga solinadi. Havola mavjudligi biz ushbu saytni yoki uning egasini ma'qullashimizni anglatmaydi.",
        ],
      },
      {
        heading: "Cookie fayllari",
        paragraphs: [
          "Biz saytning ishlashi uchun zarur bo'lgan cookie fayllari va shunga o'xshash texnologiyalardan foydalanamiz, masalan, tanlagan tilingizni eslab qolish va akkauntingizdan chiqib ketmasligingiz uchun.",
          "Biz foydalanadigan cookie fayllari va sizda qanday tanlov imkoniyatlari borligi haqida batafsil ma'lumot Maxfiylik siyosatida keltirilgan: /uz/privacy.",
        ],
      },
      {
        heading: "Xavfsizlik va zaifliklar haqida xabar berish",
        paragraphs: [
          "Biz sayt va ma'lumotlaringizni himoya qilish uchun oqilona xavfsizlik choralarini ko'ramiz, jumladan to'lovlarni litsenziyaga ega to'lov provayderi orqali amalga oshiramiz. Shunga qaramay, hech bir tizim to'liq xavfsiz emas.",
          "Biz hech qachon o'yin akkauntingiz loginini yoki parolini so'ramaymiz. Agar {shopName} nomidan ish ko'rayotgan shubhali sayt, ijtimoiy tarmoqdagi akkaunt yoki xabarga duch kelsangiz, iltimos, bizga xabar bering.",
          "Agar saytimizda xavfsizlik zaifligini topsangiz, uning tavsifi va takrorlash bosqichlari bilan birga {supportEmail} manziliga xabar bering. Tekshirish va xabar berishda iltimos:",
        ],
        list: [
          "zaiflikdan uni ko'rsatish uchun zarur bo'lganidan ortiq foydalanmang;",
          "boshqa foydalanuvchilarning ma'lumotlariga kirmang, ularni o'zgartirmang yoki o'chirmang;",
          "saytning ishlashini buzmang;",
          "biz uni tuzatish uchun oqilona vaqtga ega bo'lmagunimizcha zaiflik haqidagi ma'lumotni oshkor qilmang.",
        ],
      },
      {
        heading: "Kafolatlardan voz kechish va javobgarlikni cheklash",
        paragraphs: [
          "Biz saytdagi ma'lumotlar, jumladan narxlar, mahsulot tavsiflari va o'yin qoidalari aniq va dolzarb bo'lishi uchun harakat qilamiz. Biroq ularda xatolar bo'lishi yoki ular istalgan vaqtda o'zgarishi mumkin, masalan, noshir o'z qoidalarini o'zgartirganda. To'lov paytida to'lov sahifasida ko'rsatilgan narx yakuniy hisoblanadi.",
          "Sayt “boricha” taqdim etiladi. Qonun ruxsat bergan darajada, biz saytdan foydalanish, uning ishidagi uzilishlar yoki ishlamay qolishi, shuningdek uchinchi tomon saytlarining mazmuni bilan bog'liq bilvosita zararlar uchun javobgar emasmiz.",
          "Agar javobgarligimiz buyurtma bilan bog'liq bo'lsa, u hech qachon shu buyurtma uchun to'lagan summangizdan kam miqdor bilan cheklanmaydi. Ushbu shartlardagi hech narsa qonunga ko'ra cheklab bo'lmaydigan javobgarlikni cheklamaydi va Indoneziyaning Iste'molchilar huquqlarini himoya qilish to'g'risidagi 1999-yil 8-sonli Qonuni bo'yicha huquqlaringizni kamaytirmaydi.",
        ],
      },
      {
        heading: "Shartlarning o'zgarishi",
        paragraphs: [
          "Biz ushbu shartlarni vaqti-vaqti bilan o'zgartirishimiz mumkin, masalan, sayt, xizmat yoki qonunchilik o'zgarganda. Amaldagi tahrir har doim ushbu sahifada kuchga kirgan sanasi bilan birga e'lon qilinadi.",
          "O'zgarishlar kuchga kirgandan keyin saytdan foydalanishni davom ettirsangiz, yangilangan shartlarni qabul qilgan hisoblanasiz. O'zgarishlar ilgari berilgan buyurtmalarga orqaga qaytish kuchiga ega emas.",
        ],
      },
      {
        heading: "Qo'llaniladigan huquq va nizolarni hal qilish",
        paragraphs: [
          "Ushbu shartlar Indoneziya Respublikasi qonunchiligi bilan tartibga solinadi.",
          "Nizo yuzaga kelsa, uni tinch yo'l bilan hal qilishga urinib ko'rishimiz uchun avval qo'llab-quvvatlash xizmatiga murojaat qiling. Agar bu natija bermasa, nizo mediatsiyaga topshiriladi. Mediatsiya muvaffaqiyatsiz tugasa, nizo Jakarta sudlarida hal qilinadi.",
          "Ushbu hujjatdagi hech narsa Indoneziyaning Iste'molchilar huquqlarini himoya qilish to'g'risidagi 1999-yil 8-sonli Qonuni bo'yicha iste'molchi sifatidagi huquqlaringizni cheklamaydi.",
        ],
      },
      {
        heading: "Aloqa",
        paragraphs: [
          "{shopName} saytini {legalName} (STIR {registrationNumber}, manzil: {legalAddress}) boshqaradi.",
          "Ushbu shartlar bo'yicha savollar, qoidabuzarliklar yoki xavfsizlik muammolari haqida xabar berish uchun biz bilan kecha-kunduz, haftada 7 kun bog'lanishingiz mumkin:",
        ],
        list: [
          "{shopName} saytidagi chat;",
          "elektron pochta: {supportEmail};",
          "Telegram-bot: {telegramBot};",
          "WhatsApp: {whatsappNumber}.",
        ],
      },
    ],
  },
};
