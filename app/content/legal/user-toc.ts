import type { LegalTexts } from "./types";

/**
 * Terms of use: the contract of sale between the buyer and the shop.
 * All four languages have the same sections in the same order.
 */
export const userToc: LegalTexts = {
  id: {
    title: "Syarat dan Ketentuan",
    description:
      "Syarat dan Ketentuan pembelian top up, pass, paket, dan keanggotaan game di {shopName}: pemesanan, ID game, harga, pembayaran, pengiriman, pengembalian dana, dan bonus.",
    updated: "2026-11-29",
    intro: [
      "Syarat dan Ketentuan ini mengatur pembelian top up mata uang game, pass, paket, dan keanggotaan melalui {shopName}, serta hubungan hukum antara Anda sebagai Pengguna dan {legalName} sebagai pengelola {shopName}.",
      "Mohon baca Syarat dan Ketentuan ini dengan saksama sebelum melakukan pembelian. Dengan membuat pesanan, Anda menyatakan telah membaca, memahami, dan menyetujui seluruh isinya. Penggunaan situs web diatur tersendiri dalam Ketentuan Penggunaan Situs, sedangkan pengolahan data pribadi dijelaskan dalam Kebijakan Privasi.",
    ],
    sections: [
      {
        heading: "Tentang {shopName}",
        paragraphs: [
          "{shopName} adalah toko online tempat para gamer melakukan top up mata uang game serta membeli pass, paket, dan keanggotaan untuk 35 game mobile dan PC, antara lain Mobile Legends, Free Fire, Genshin Impact, PUBG Mobile, Honkai: Star Rail, Honor of Kings, Clash of Clans, Brawl Stars, Wild Rift, Zepeto, dan Super SUS.",
          "{shopName} dikelola oleh {legalName}, beralamat di {legalAddress}, NIB {registrationNumber} (“kami”). Dalam Syarat dan Ketentuan ini, “Pengguna” atau “Anda” berarti setiap orang yang mengakses {shopName} atau membuat pesanan, baik dengan maupun tanpa akun.",
          "{shopName} adalah penjual independen. Kecuali dinyatakan lain secara tegas, kami tidak berafiliasi dengan, tidak disponsori oleh, dan tidak mendapat dukungan resmi dari penerbit game mana pun. Nama game, logo, dan mata uang dalam game merupakan milik penerbitnya masing-masing.",
          "Layanan kami tersedia untuk pasar Indonesia (harga dalam rupiah), Uzbekistan (som, UZS), dan Rusia (rubel, RUB), serta dalam versi bahasa Inggris (dolar AS, USD).",
        ],
      },
      {
        heading: "Persetujuan atas Syarat dan Ketentuan",
        paragraphs: [
          "Dengan membuat pesanan, Anda menyetujui Syarat dan Ketentuan yang berlaku pada saat pesanan tersebut dibuat. Pesanan yang telah dibayar merupakan perjanjian jual beli antara Anda dan {legalName} atas item digital yang Anda pilih.",
          "Untuk item tertentu, penerbit game menetapkan aturan tambahan, misalnya pembelian minimum, batas pembelian, atau batasan region. Aturan tersebut ditampilkan di halaman produk dan menjadi bagian dari pesanan Anda.",
          "Jika Anda tidak menyetujui Syarat dan Ketentuan ini, mohon untuk tidak membuat pesanan.",
        ],
      },
      {
        heading: "Akun dan Cara Masuk",
        paragraphs: [
          "Anda tidak perlu memiliki akun {shopName} untuk berbelanja. Namun, jika Anda masuk ke akun, Anda dapat menerima cashback KupiCoins, menggunakan saldo gold, dan memilih pengembalian dana dalam bentuk saldo gold.",
          "Anda dapat masuk menggunakan Google, Telegram, WhatsApp (dengan kode sekali pakai), atau Facebook. Dengan menggunakan akun, Anda menyetujui ketentuan berikut:",
        ],
        list: [
          "Satu orang hanya boleh memiliki satu akun.",
          "Anda bertanggung jawab menjaga keamanan metode masuk Anda, termasuk akun Google, Telegram, WhatsApp, atau Facebook yang terhubung serta kode sekali pakai yang Anda terima. Jangan bagikan kode tersebut kepada siapa pun.",
          "Jika Anda menduga akun Anda digunakan oleh orang lain, segera hubungi layanan pelanggan kami.",
          "Kami dapat menangguhkan akun apabila terdapat indikasi penipuan, penyalahgunaan chargeback, atau penyalahgunaan untuk tujuan penjualan kembali.",
        ],
      },
      {
        heading: "Pemesanan dan Tanggung Jawab atas ID Game",
        paragraphs: [
          "Untuk memesan, masukkan pengenal akun game Anda, pilih nominal, lalu lakukan pembayaran. Jenis pengenal bergantung pada game, misalnya player ID, UID, user ID dan zone ID, player tag, Riot ID, Space ID, atau Zepeto ID. Untuk beberapa game, Anda juga perlu memilih server atau region.",
          "Kami tidak pernah meminta data login atau kata sandi akun game Anda. Jangan pernah memberikan data tersebut kepada siapa pun, termasuk kepada pihak yang mengaku sebagai {shopName}.",
          "Anda dapat membelikan item untuk pemain lain cukup dengan memasukkan ID game mereka. Tidak ada konfirmasi dari pihak penerima, sehingga Anda wajib memastikan sendiri bahwa ID yang dimasukkan sudah benar.",
        ],
        list: [
          "Sebelum pembayaran, kami menampilkan nickname pemain yang terhubung dengan ID tersebut untuk membantu Anda memeriksa. Pastikan nickname tersebut sesuai dengan akun yang dituju.",
          "Anda wajib mencentang kotak konfirmasi bahwa ID game yang dimasukkan sudah benar. Untuk game Supercell (seperti Clash of Clans dan Brawl Stars), Anda mengonfirmasi bahwa player tag sudah benar dan telah terhubung dengan Supercell ID.",
          "Item yang telah dikirim ke ID yang Anda masukkan dianggap telah terkirim, meskipun ID tersebut ternyata milik orang lain. Kami tidak dapat menarik kembali item dari akun penerima.",
        ],
      },
      {
        heading: "Aturan dan Batasan Khusus Game",
        paragraphs: [
          "Sebagian item tunduk pada aturan penerbit game. Aturan tersebut ditampilkan di halaman produk, dan dengan membuat pesanan Anda menyetujuinya.",
          "Sebelum memesan, pastikan akun game Anda memenuhi syarat, termasuk batas pembelian, level, dan region. Jika penerbit menolak pengiriman, pesanan diperlakukan sebagai pengiriman gagal dan dana Anda dikembalikan 100%. Contoh aturan penerbit:",
        ],
        list: [
          "Pembelian minimum, misalnya 60 Genesis Crystal untuk Genshin Impact, 60 UC untuk PUBG Mobile, dan 10 diamond untuk Mobile Legends.",
          "Batas pembelian, misalnya Blessing of the Welkin Moon (Genshin Impact) maksimal 180 hari per akun, keanggotaan Zenless Zone Zero maksimal 179 hari, kartu mingguan Honor of Kings satu kali per minggu, dan setiap paket Identity V satu kali per bulan.",
          "Syarat khusus game, misalnya toko Tarisland baru terbuka setelah karakter mencapai level 20, dan Zepeto ID harus sudah dibuat sebelum pembelian.",
          "Batasan region: beberapa layanan hanya berlaku untuk satu region, misalnya layanan Mobile Legends khusus region Indonesia.",
          "Bonus ganda top up pertama diberikan oleh penerbit game, satu kali per akun, sesuai aturan penerbit. Penerbitlah yang menentukan apakah suatu akun berhak atas bonus tersebut.",
        ],
      },
      {
        heading: "Harga, Pajak, dan Promosi",
        paragraphs: [
          "Harga ditampilkan dalam mata uang pasar Anda dan sudah termasuk pajak. Untuk pasar Indonesia, harga sudah termasuk PPN {taxRate}.",
          "Harga contoh dan harga promo dapat berubah sebelum pembayaran. Harga yang mengikat adalah harga yang tertera di halaman pembayaran pada saat Anda membayar.",
          "Harga diskon bersifat sementara dan hanya berlaku selama masa promosi. Kode promo tunduk pada ketentuannya masing-masing:",
        ],
        list: [
          "kode promo hanya berlaku dalam periode tertentu;",
          "kode promo dapat mensyaratkan total pesanan minimum;",
          "kode promo dapat memiliki batas penggunaan per Pengguna dan batas penggunaan secara keseluruhan;",
          "kode promo dapat berlaku hanya untuk game tertentu;",
          "hanya satu kode promo yang dapat digunakan untuk setiap pesanan;",
          "kode promo tidak dapat ditukar dengan uang tunai.",
        ],
      },
      {
        heading: "Pembayaran",
        paragraphs: [
          "Pembayaran diproses oleh penyedia jasa pembayaran berizin; di Indonesia, penyedia tersebut adalah Midtrans. Metode pembayaran yang tersedia di pasar Anda: {paymentMethods}. Pilihan metode dapat berbeda di setiap pasar.",
          "Pesanan yang belum dibayar akan dibatalkan secara otomatis setelah 60 menit. Jika Anda masih ingin membeli, silakan buat pesanan baru.",
          "Jika pembayaran ditolak oleh bank, status pesanan menjadi “Pembayaran gagal” dan Anda dapat mencoba membayar kembali melalui tombol “Bayar lagi”.",
        ],
      },
      {
        heading: "Pengiriman Item",
        paragraphs: [
          "Setelah pembayaran berhasil, item dikirim secara otomatis ke akun game yang Anda tentukan, biasanya dalam hitungan menit. Untuk Super SUS, pengiriman memerlukan waktu 5–10 menit.",
          "Status pesanan dapat Anda pantau di halaman pesanan: “Menunggu pembayaran”, “Sedang diproses”, “Selesai”, “Pembayaran gagal”, “Pengiriman gagal”, atau “Dibatalkan”.",
          "Jika item belum masuk dalam 1 jam setelah pembayaran (30 menit untuk Free Fire), hubungi layanan pelanggan kami. Jika item tidak dapat dikirim, Anda berhak atas pengembalian dana penuh sebagaimana diatur dalam bagian Pengembalian Dana dan Pembatalan. Agar dapat segera kami tangani, sertakan:",
        ],
        list: ["nomor pesanan;", "ID game yang Anda masukkan;", "penjelasan masalah atau bukti pembayaran."],
      },
      {
        heading: "Pengembalian Dana dan Pembatalan",
        paragraphs: [
          "Jika pengiriman gagal, Anda selalu menerima pengembalian dana sebesar 100%. Pengiriman gagal antara lain terjadi apabila penerbit menolak ID game atau region yang dimasukkan, atau apabila terjadi kendala pada pemasok kami.",
          "Anda memilih cara pengembalian dana di halaman pesanan: ke metode pembayaran semula, atau, jika Anda masuk ke akun, dalam bentuk saldo gold. Waktu masuknya dana ke metode pembayaran semula bergantung pada bank atau penyedia pembayaran.",
          "Item digital yang sudah terkirim tidak dapat dikembalikan, ditukar, atau dibatalkan. Dengan membayar pesanan, Anda meminta agar item dikirim segera dan memahami bahwa, sesuai pengecualian yang berlaku bagi konten digital yang dikirim atas persetujuan pembeli, pembelian tidak dapat dibatalkan setelah item terkirim.",
          "Item yang telah dikirim ke ID yang Anda masukkan dianggap telah terkirim, meskipun ID tersebut milik orang lain.",
          "Pesanan yang belum dibayar dibatalkan secara otomatis setelah 60 menit tanpa biaya apa pun. Jika dana suatu pesanan dikembalikan, KupiCoins yang diperoleh dari pesanan tersebut akan ditarik kembali.",
        ],
      },
      {
        heading: "Bonus: KupiCoins dan Saldo Gold",
        paragraphs: [
          "KupiCoins adalah cashback khusus bagi Pengguna yang masuk ke akun dan dikreditkan ketika pesanan berstatus “Selesai”. Saldo gold adalah kredit belanja yang berasal dari pengembalian dana dan kompensasi.",
          "Ketentuan berikut berlaku untuk keduanya:",
        ],
        list: [
          "Cashback 0% untuk pesanan di bawah ambang batas ({cashbackThreshold}).",
          "Cashback 1% untuk pesanan yang mencapai atau melebihi ambang batas.",
          "Tambahan cashback 2% jika pesanan menggunakan kode promo yang sah.",
          "Tidak ada cashback untuk pesanan yang dibayar sebagian atau seluruhnya dengan saldo apa pun (KupiCoins maupun saldo gold).",
          "KupiCoins dapat digunakan untuk membayar paling banyak 15% dari nilai pesanan.",
          "KupiCoins tidak memiliki nilai tunai, tidak dapat dipindahtangankan, dan hangus apabila akun dihapus.",
          "KupiCoins yang diperoleh dari suatu pesanan ditarik kembali jika dana pesanan tersebut dikembalikan.",
          "Saldo gold dapat digunakan untuk membayar pesanan tanpa batas persentase.",
          "Saldo gold tidak dapat dicairkan menjadi uang tunai, kecuali jika diwajibkan oleh hukum.",
        ],
      },
      {
        heading: "Giveaway Mingguan",
        paragraphs: [
          "Setiap minggu kami mengundi satu hadiah smartphone di antara pesanan yang selesai pada minggu tersebut dengan menggunakan kode promo EPICWIN. Setiap pesanan yang selesai dihitung sebagai satu entri.",
          "Pengundian dilakukan secara provably fair (dapat dibuktikan keadilannya). Sebelum minggu undian dimulai, kami memublikasikan hash dari sebuah kode rahasia; setelah minggu berakhir, kami memublikasikan kode rahasia tersebut. Dengan kode rahasia dan daftar entri yang telah diurutkan, siapa pun dapat menghitung ulang dan memverifikasi pemenangnya.",
          "Pemenang diumumkan di halaman utama {shopName}. Kami menghubungi pemenang melalui akunnya atau melalui kontak yang dicantumkan untuk bukti pembelian. Pemenang memiliki waktu 14 hari sejak dihubungi untuk mengklaim hadiah.",
        ],
      },
      {
        heading: "Larangan dan Penangguhan Akun",
        paragraphs: [
          "Kami dapat menangguhkan akun yang terlibat dalam penipuan, penyalahgunaan chargeback, atau penyalahgunaan untuk tujuan penjualan kembali. Jika Anda merasa penangguhan tersebut keliru, silakan hubungi layanan pelanggan kami.",
          "Saat menggunakan {shopName}, Anda dilarang:",
        ],
        list: [
          "melakukan penipuan, termasuk menggunakan metode pembayaran milik orang lain tanpa izin;",
          "mengajukan chargeback atau sanggahan pembayaran tanpa dasar atas pesanan yang telah terkirim;",
          "menyalahgunakan layanan untuk tujuan penjualan kembali, termasuk menjual kembali melalui bot;",
          "membuat pesanan secara otomatis, melakukan scraping, atau menyerang sistem kami;",
          "membuat lebih dari satu akun, termasuk untuk memperoleh kode promo, cashback, atau entri giveaway secara tidak sah.",
        ],
      },
      {
        heading: "Batasan Tanggung Jawab",
        paragraphs: [
          "Kami bertanggung jawab untuk mengirimkan item yang telah Anda bayar ke ID game yang Anda masukkan, atau mengembalikan dana Anda secara penuh apabila pengiriman gagal.",
          "Sepanjang diizinkan oleh hukum, tanggung jawab kami atas suatu pesanan dibatasi sebesar jumlah yang Anda bayarkan untuk pesanan tersebut; dalam hal apa pun, batas ini tidak akan lebih rendah dari jumlah tersebut. Batasan ini tidak berlaku sejauh hukum melarang pembatasan tanggung jawab, dan tidak mengurangi hak Anda berdasarkan Undang-Undang Nomor 8 Tahun 1999 tentang Perlindungan Konsumen.",
          "Kami tidak bertanggung jawab atas:",
        ],
        list: [
          "kesalahan ID game, server, atau region yang Anda masukkan;",
          "kebijakan dan tindakan penerbit game, termasuk perubahan isi game, pemberian bonus, atau tindakan terhadap akun game;",
          "gangguan pada layanan pihak ketiga, seperti bank atau jaringan internet, yang berada di luar kendali wajar kami;",
          "kerugian yang timbul karena Anda membagikan data login akun game atau metode masuk Anda kepada pihak lain.",
        ],
      },
      {
        heading: "Layanan Pelanggan dan Pengaduan",
        paragraphs: [
          "Jika Anda memiliki pertanyaan atau pengaduan, hubungi layanan pelanggan kami. Agar dapat ditangani dengan cepat, sertakan nomor pesanan, ID game, serta penjelasan masalah atau bukti pembayaran.",
          "Tim kami tidak akan pernah meminta kata sandi akun game atau kode sekali pakai Anda.",
          "Layanan pelanggan tersedia 24 jam sehari, 7 hari seminggu melalui:",
        ],
        list: [
          "live chat di situs {shopName};",
          "e-mail: {supportEmail};",
          "bot Telegram: {telegramBot};",
          "WhatsApp: {whatsappNumber}.",
        ],
      },
      {
        heading: "Perubahan Ketentuan dan Hukum yang Berlaku",
        paragraphs: [
          "Kami dapat mengubah Syarat dan Ketentuan ini dari waktu ke waktu, misalnya karena perubahan layanan, aturan penerbit, atau peraturan perundang-undangan. Versi terbaru selalu tersedia di halaman ini beserta tanggal berlakunya. Setiap pesanan tunduk pada versi yang berlaku pada saat pesanan tersebut dibuat.",
          "Syarat dan Ketentuan ini tunduk pada hukum Negara Republik Indonesia.",
          "Apabila terjadi sengketa, kami mengajak Anda untuk terlebih dahulu menghubungi layanan pelanggan agar masalah dapat diselesaikan secara musyawarah. Jika tidak tercapai penyelesaian, sengketa diupayakan melalui mediasi. Apabila mediasi tidak berhasil, sengketa diselesaikan melalui pengadilan di Jakarta.",
          "Tidak ada ketentuan dalam Syarat dan Ketentuan ini yang membatasi hak Anda sebagai konsumen berdasarkan Undang-Undang Nomor 8 Tahun 1999 tentang Perlindungan Konsumen.",
        ],
      },
    ],
  },

  en: {
    title: "Terms of Use",
    description:
      "The terms for buying game top-ups, passes, bundles and memberships from {shopName}: orders, game IDs, prices, payment, delivery, refunds and bonuses.",
    updated: "2026-11-29",
    intro: [
      "These Terms of Use govern purchases of in-game currency, passes, bundles and memberships through {shopName}, and the legal relationship between you, the user, and {legalName}, the operator of {shopName}.",
      "Please read these terms carefully before you buy. By placing an order, you confirm that you have read, understood and accepted them. Use of the website itself is covered by our Website Terms, and how we handle personal data is explained in our Privacy Policy.",
    ],
    sections: [
      {
        heading: "About {shopName}",
        paragraphs: [
          "{shopName} is an online shop where gamers top up in-game currency and buy passes, bundles and memberships for 35 mobile and PC games, including Mobile Legends, Free Fire, Genshin Impact, PUBG Mobile, Honkai: Star Rail, Honor of Kings, Clash of Clans, Brawl Stars, Wild Rift, Zepeto and Super SUS.",
          "{shopName} is operated by {legalName} ({registrationNumber}), registered address {legalAddress} (“we”, “us”). In these terms, “user” or “you” means anyone who visits {shopName} or places an order, with or without an account.",
          "{shopName} is an independent reseller. Unless expressly stated otherwise, we are not affiliated with, sponsored by or endorsed by any game publisher. Game names, logos and in-game currencies belong to their respective publishers.",
          "Our service is available for Indonesia (prices in rupiah), Uzbekistan (som, UZS) and Russia (rubles, RUB), and in an English version (US dollars, USD).",
        ],
      },
      {
        heading: "Accepting these terms",
        paragraphs: [
          "By placing an order, you accept the terms in force at the time the order is placed. A paid order is a contract of sale between you and {legalName} for the digital item you selected.",
          "For some items, the game publisher sets additional rules, such as minimum purchases, purchase limits or region restrictions. These rules are shown on the product page and form part of your order.",
          "If you do not agree to these terms, please do not place an order.",
        ],
      },
      {
        heading: "Accounts and sign-in",
        paragraphs: [
          "You do not need a {shopName} account to buy. If you sign in, however, you can earn KupiCoins cashback, use your gold balance and choose to receive refunds as gold balance.",
          "You can sign in with Google, Telegram, WhatsApp (with a one-time code) or Facebook. By using an account, you agree to the following:",
        ],
        list: [
          "Each person may have only one account.",
          "You are responsible for keeping your sign-in methods secure, including the linked Google, Telegram, WhatsApp or Facebook account and any one-time codes you receive. Never share these codes with anyone.",
          "If you suspect that someone else is using your account, contact our support team right away.",
          "We may suspend an account if there are signs of fraud, chargeback abuse or resale abuse.",
        ],
      },
      {
        heading: "Placing an order and your game ID",
        paragraphs: [
          "To order, enter your game account identifier, choose an amount and pay. The type of identifier depends on the game: for example a player ID, UID, user ID and zone ID, player tag, Riot ID, Space ID or Zepeto ID. For some games you also need to choose a server or region.",
          "We never ask for your game account login or password. Never give these details to anyone, including people who claim to be from {shopName}.",
          "You can buy an item as a gift for another player simply by entering their game ID. The recipient does not confirm the order, so it is your responsibility to make sure the ID is correct.",
        ],
        list: [
          "Before you pay, we show the nickname of the player linked to that ID to help you check it. Make sure the nickname matches the intended account.",
          "You must tick a box confirming that the game ID is correct. For Supercell games (such as Clash of Clans and Brawl Stars), you confirm that the player tag is correct and linked to a Supercell ID.",
          "An item delivered to the ID you entered counts as delivered, even if that ID turns out to belong to someone else. We cannot take items back from the recipient's account.",
        ],
      },
      {
        heading: "Game-specific rules and limits",
        paragraphs: [
          "Some items are subject to the game publisher's rules. These rules are shown on the product page, and by placing an order you accept them.",
          "Before you order, check that your game account is eligible, including purchase limits, level and region. If the publisher rejects the delivery, the order is treated as a failed delivery and you get a 100% refund. Examples of publisher rules:",
        ],
        list: [
          "Minimum purchases, for example 60 Genesis Crystals for Genshin Impact, 60 UC for PUBG Mobile and 10 diamonds for Mobile Legends.",
          "Purchase limits, for example Blessing of the Welkin Moon (Genshin Impact) for at most 180 days per account, Zenless Zone Zero membership for at most 179 days, the Honor of Kings weekly card once per week, and each Identity V package once a month.",
          "Game-specific conditions, for example the Tarisland shop opens only when your character reaches level 20, and your Zepeto ID must already exist before you buy.",
          "Region restrictions: some services are for one region only, for example a Mobile Legends service for the Indonesia region.",
          "First-top-up double bonuses are granted by the game publisher, once per account, under the publisher's rules. The publisher decides whether an account qualifies.",
        ],
      },
      {
        heading: "Prices, tax and promotions",
        paragraphs: [
          "Prices are shown in your market's currency. In the United States, the shop does not add sales tax to in-game items; where a tax applies, it is included in the price shown.",
          "Sample prices and sale prices may change before you pay. The price shown on the payment page at the moment you pay is the binding price.",
          "Sale prices are temporary and apply only during the promotion. Promo codes are subject to their own conditions:",
        ],
        list: [
          "a promo code is valid only within a set period;",
          "a promo code may require a minimum order total;",
          "a promo code may have a per-user limit and an overall usage limit;",
          "a promo code may apply only to certain games;",
          "only one promo code can be used per order;",
          "promo codes cannot be exchanged for cash.",
        ],
      },
      {
        heading: "Payment",
        paragraphs: [
          "Payments are processed by licensed payment providers. The methods available in your market: {paymentMethods}. The methods offered may differ between markets.",
          "Orders that are not paid are canceled automatically after 60 minutes. If you still want to buy, simply place a new order.",
          "If your bank declines the payment, the order status changes to “Payment failed” and you can try again with the “Pay again” button.",
        ],
      },
      {
        heading: "Delivery",
        paragraphs: [
          "Once your payment succeeds, the item is delivered automatically to the game account you specified, usually within minutes. For Super SUS, delivery takes 5–10 minutes.",
          "You can follow your order's status on the order page: “Awaiting payment”, “In progress”, “Complete”, “Payment failed”, “Delivery failed” or “Canceled”.",
          "If the item has not arrived within 1 hour of payment (30 minutes for Free Fire), please contact our support team. If the item cannot be delivered, you are entitled to a full refund as described under Refunds and cancellation. To help us resolve it quickly, include:",
        ],
        list: ["your order number;", "the game ID you entered;", "a description of the problem or proof of payment."],
      },
      {
        heading: "Refunds and cancellation",
        paragraphs: [
          "If delivery fails, you always receive a 100% refund. Delivery fails, for example, when the publisher rejects the game ID or region you entered, or when our supplier has a problem.",
          "You choose how to receive the refund on the order page: to your original payment method or, if you are signed in, as gold balance. How long a refund to the original payment method takes to arrive depends on your bank or payment provider.",
          "Digital items that have been delivered cannot be returned, exchanged or canceled. By paying for an order, you ask us to deliver the item immediately and acknowledge that, under the legal exception for digital content delivered with the buyer's consent, the purchase can no longer be canceled once the item has been delivered.",
          "An item delivered to the ID you entered counts as delivered, even if that ID belongs to someone else.",
          "Unpaid orders are canceled automatically after 60 minutes at no cost to you. If an order is refunded, any KupiCoins earned on that order are reversed.",
        ],
      },
      {
        heading: "Bonuses: KupiCoins and gold balance",
        paragraphs: [
          "KupiCoins are cashback for signed-in users, credited when an order reaches “Complete”. Gold balance is store credit that comes from refunds and compensation.",
          "The following rules apply:",
        ],
        list: [
          "0% cashback on orders below the threshold ({cashbackThreshold}).",
          "1% cashback on orders at or above the threshold.",
          "An extra 2% cashback if the order uses a valid promo code.",
          "No cashback on an order paid partly or fully with any balance (KupiCoins or gold balance).",
          "KupiCoins can pay for at most 15% of an order.",
          "KupiCoins have no cash value, cannot be transferred and are forfeited when the account is deleted.",
          "KupiCoins earned on an order are reversed if that order is refunded.",
          "Gold balance can be spent on orders without any percentage cap.",
          "Gold balance cannot be withdrawn as cash, except where the law requires it.",
        ],
      },
      {
        heading: "Weekly giveaway",
        paragraphs: [
          "Each week we give away a smartphone among the orders completed that week with the promo code EPICWIN. Each completed order counts as one entry.",
          "The draw is provably fair. Before the week starts, we publish a hash of a secret; after the week ends, we publish the secret itself. With the secret and the sorted list of entries, anyone can recompute and verify the winner.",
          "Winners are listed on the {shopName} landing page. We contact the winner through their account or the contact details given for the receipt. The winner has 14 days from being contacted to claim the prize.",
        ],
      },
      {
        heading: "Prohibited conduct and suspension",
        paragraphs: [
          "We may suspend accounts involved in fraud, chargeback abuse or resale abuse. If you believe a suspension is a mistake, please contact our support team.",
          "When using {shopName}, you must not:",
        ],
        list: [
          "commit fraud, including using someone else's payment method without permission;",
          "file unjustified chargebacks or payment disputes for orders that were delivered;",
          "abuse the service for resale, including reselling through bots;",
          "place orders automatically, scrape the site or attack our systems;",
          "create more than one account, including to obtain promo codes, cashback or giveaway entries improperly.",
        ],
      },
      {
        heading: "Liability",
        paragraphs: [
          "We are responsible for delivering the item you paid for to the game ID you entered, or for refunding you in full if delivery fails.",
          "To the extent permitted by law, our liability for an order is limited to the amount you paid for that order; in no case do we limit it below that amount. This limit does not apply where the law does not allow liability to be limited, and it does not reduce your rights under Law No. 8 of 1999 on Consumer Protection.",
          "We are not responsible for:",
        ],
        list: [
          "mistakes in the game ID, server or region you entered;",
          "game publishers' policies and actions, including changes to game content, the granting of bonuses or actions taken against game accounts;",
          "disruptions to third-party services, such as banks or internet connections, that are beyond our reasonable control;",
          "losses caused by you sharing your game account login or your sign-in methods with others.",
        ],
      },
      {
        heading: "Support and complaints",
        paragraphs: [
          "If you have a question or a complaint, contact our support team. To help us respond quickly, include your order number, your game ID and a description of the problem or proof of payment.",
          "Our team will never ask for your game account password or your one-time codes.",
          "Support is available 24/7 through:",
        ],
        list: [
          "live chat on the {shopName} website;",
          "e-mail: {supportEmail};",
          "Telegram bot: {telegramBot};",
          "WhatsApp: {whatsappNumber}.",
        ],
      },
      {
        heading: "Changes and governing law",
        paragraphs: [
          "We may change these terms from time to time, for example because of changes to our service, publishers' rules or the law. The current version is always available on this page with the date it took effect. Each order is governed by the version in force when it was placed.",
          "These terms are governed by the laws of the Republic of Indonesia.",
          "If a dispute arises, please contact our support team first so that we can try to resolve it amicably. If that does not resolve it, the dispute will be referred to mediation. If mediation fails, the dispute will be settled by the courts of Jakarta.",
          "Nothing in these terms limits your rights as a consumer under Indonesian Law No. 8 of 1999 on Consumer Protection.",
        ],
      },
    ],
  },

  ru: {
    title: "Пользовательское соглашение",
    description:
      "Условия покупки пополнений, пропусков, наборов и подписок для игр в {shopName}: заказы, игровой ID, цены, оплата, доставка, возвраты и бонусы.",
    updated: "2026-11-29",
    intro: [
      "Настоящее пользовательское соглашение регулирует покупку игровой валюты, пропусков, наборов и подписок через {shopName}, а также правовые отношения между вами как пользователем и {legalName}, оператором {shopName}.",
      "Пожалуйста, внимательно прочитайте соглашение перед покупкой. Оформляя заказ, вы подтверждаете, что прочитали, поняли и приняли его условия. Использование самого сайта регулируется отдельными Условиями использования сайта, а обработка персональных данных описана в Политике конфиденциальности.",
    ],
    sections: [
      {
        heading: "О {shopName}",
        paragraphs: [
          "{shopName} — интернет-магазин, в котором игроки пополняют игровую валюту и покупают пропуски, наборы и подписки для 35 мобильных и компьютерных игр, среди которых Mobile Legends, Free Fire, Genshin Impact, PUBG Mobile, Honkai: Star Rail, Honor of Kings, Clash of Clans, Brawl Stars, Wild Rift, Zepeto и Super SUS.",
          "Оператор {shopName} — {legalName} (ОГРН {registrationNumber}, адрес: {legalAddress}; далее — «мы»). В настоящем соглашении «пользователь» или «вы» — любое лицо, которое посещает {shopName} или оформляет заказ, с аккаунтом или без него.",
          "{shopName} — независимый продавец. Если прямо не указано иное, мы не связаны с издателями игр, не спонсируемся и не одобрены ими. Названия игр, логотипы и игровые валюты принадлежат соответствующим издателям.",
          "Магазин работает для Индонезии (цены в рупиях), Узбекистана (в сумах, UZS) и России (в рублях, RUB), а также в англоязычной версии (в долларах США, USD).",
        ],
      },
      {
        heading: "Принятие условий",
        paragraphs: [
          "Оформляя заказ, вы принимаете условия, действующие на момент его оформления. Оплаченный заказ является договором купли-продажи выбранного вами цифрового товара между вами и {legalName}.",
          "Для некоторых товаров издатель игры устанавливает дополнительные правила, например минимальный объём покупки, лимиты или региональные ограничения. Эти правила указаны на странице товара и являются частью вашего заказа.",
          "Если вы не согласны с настоящими условиями, пожалуйста, не оформляйте заказ.",
        ],
      },
      {
        heading: "Аккаунт и вход",
        paragraphs: [
          "Для покупки аккаунт в {shopName} не нужен. Однако после входа вы можете получать кешбэк KupiCoins, пользоваться балансом gold и получать возвраты на баланс gold.",
          "Войти можно через Google, Telegram, WhatsApp (по одноразовому коду) или Facebook. Пользуясь аккаунтом, вы соглашаетесь со следующим:",
        ],
        list: [
          "Одному человеку разрешается иметь только один аккаунт.",
          "Вы отвечаете за безопасность своих способов входа, в том числе привязанных аккаунтов Google, Telegram, WhatsApp или Facebook и полученных одноразовых кодов. Никому не сообщайте эти коды.",
          "Если вы подозреваете, что вашим аккаунтом пользуется кто-то другой, сразу обратитесь в службу поддержки.",
          "Мы можем заблокировать аккаунт при признаках мошенничества, злоупотребления возвратными платежами (чарджбэками) или злоупотребления перепродажей.",
        ],
      },
      {
        heading: "Оформление заказа и ответственность за игровой ID",
        paragraphs: [
          "Чтобы оформить заказ, укажите идентификатор игрового аккаунта, выберите количество и оплатите заказ. Вид идентификатора зависит от игры: например, player ID, UID, user ID и zone ID, player tag, Riot ID, Space ID или Zepeto ID. В некоторых играх нужно также выбрать сервер или регион.",
          "Мы никогда не запрашиваем логин или пароль от вашего игрового аккаунта. Никому не сообщайте эти данные, в том числе тем, кто представляется сотрудником {shopName}.",
          "Чтобы сделать подарок другому игроку, достаточно указать его игровой ID. Получатель заказ не подтверждает, поэтому проверить правильность ID — ваша обязанность.",
        ],
        list: [
          "Перед оплатой мы показываем никнейм игрока, связанный с этим ID, чтобы помочь вам его проверить. Убедитесь, что никнейм соответствует нужному аккаунту.",
          "Вы обязаны отметить поле, подтверждающее, что игровой ID указан верно. Для игр Supercell (например, Clash of Clans и Brawl Stars) вы подтверждаете, что player tag указан верно и привязан к Supercell ID.",
          "Товар, доставленный на указанный вами ID, считается доставленным, даже если этот ID принадлежит другому человеку. Мы не можем забрать товар с аккаунта получателя.",
        ],
      },
      {
        heading: "Правила и ограничения отдельных игр",
        paragraphs: [
          "На некоторые товары распространяются правила издателя игры. Они указаны на странице товара, и, оформляя заказ, вы их принимаете.",
          "Перед заказом убедитесь, что ваш игровой аккаунт соответствует условиям, включая лимиты покупок, уровень и регион. Если издатель отклонит доставку, заказ считается недоставленным, и вам возвращается 100% суммы. Примеры правил издателей:",
        ],
        list: [
          "Минимальный объём покупки: например, 60 Genesis Crystals в Genshin Impact, 60 UC в PUBG Mobile и 10 алмазов в Mobile Legends.",
          "Лимиты покупок: например, Blessing of the Welkin Moon (Genshin Impact) — не более 180 дней на аккаунт, подписка Zenless Zone Zero — не более 179 дней, недельная карта Honor of Kings — одна в неделю, каждый набор Identity V — один раз в месяц.",
          "Особые условия игр: например, магазин Tarisland открывается только после того, как персонаж достигнет 20-го уровня, а Zepeto ID должен быть создан до покупки.",
          "Региональные ограничения: некоторые услуги предназначены только для одного региона, например услуга Mobile Legends для региона Индонезия.",
          "Двойные бонусы за первое пополнение начисляет издатель игры — один раз на аккаунт и по своим правилам. Право аккаунта на бонус определяет издатель.",
        ],
      },
      {
        heading: "Цены, налоги и акции",
        paragraphs: [
          "Цены указываются в валюте вашего рынка и включают налоги. В России цены включают НДС {taxRate}.",
          "Примерные и акционные цены могут измениться до оплаты. Окончательной является цена, указанная на странице оплаты в момент оплаты.",
          "Акционные цены действуют временно, только в период акции. Промокоды действуют на собственных условиях:",
        ],
        list: [
          "промокод действует только в течение определённого срока;",
          "для промокода может быть установлена минимальная сумма заказа;",
          "у промокода может быть лимит использований на одного пользователя и общий лимит использований;",
          "промокод может действовать только для определённых игр;",
          "в одном заказе можно использовать только один промокод;",
          "промокоды нельзя обменять на деньги.",
        ],
      },
      {
        heading: "Оплата",
        paragraphs: [
          "Платежи обрабатывают лицензированные платёжные провайдеры. Способы оплаты на вашем рынке: {paymentMethods}. Набор способов оплаты может различаться в зависимости от рынка.",
          "Неоплаченные заказы автоматически отменяются через 60 минут. Если вы по-прежнему хотите совершить покупку, просто оформите новый заказ.",
          "Если банк отклонил платёж, заказ получает статус «Оплата не прошла», и вы можете повторить попытку с помощью кнопки «Оплатить снова».",
        ],
      },
      {
        heading: "Доставка",
        paragraphs: [
          "После успешной оплаты товар автоматически доставляется на указанный вами игровой аккаунт, как правило, в течение нескольких минут. Для Super SUS доставка занимает 5–10 минут.",
          "Статус заказа отображается на странице заказа: «Ожидает оплаты», «Выполняется», «Выполнен», «Оплата не прошла», «Доставка не удалась» или «Отменён».",
          "Если товар не поступил в течение 1 часа после оплаты (для Free Fire — 30 минут), обратитесь в службу поддержки. Если товар невозможно доставить, вы имеете право на полный возврат средств согласно разделу «Возврат средств и отмена». Чтобы мы могли быстрее помочь, укажите:",
        ],
        list: ["номер заказа;", "игровой ID, который вы указали;", "описание проблемы или подтверждение оплаты."],
      },
      {
        heading: "Возврат средств и отмена",
        paragraphs: [
          "Если доставка не удалась, вам всегда возвращается 100% суммы. Доставка не удаётся, например, если издатель отклоняет указанный игровой ID или регион либо у нашего поставщика возникла проблема.",
          "Способ возврата вы выбираете на странице заказа: на исходный способ оплаты или, если вы вошли в аккаунт, на баланс gold. Срок зачисления средств на исходный способ оплаты зависит от банка или платёжного провайдера.",
          "Доставленные цифровые товары не подлежат возврату, обмену или отмене. Оплачивая заказ, вы просите доставить товар немедленно и признаёте, что в силу установленного законом исключения для цифрового контента, предоставленного с согласия покупателя, после доставки покупку отменить нельзя.",
          "Товар, доставленный на указанный вами ID, считается доставленным, даже если этот ID принадлежит другому человеку.",
          "Неоплаченные заказы автоматически и бесплатно отменяются через 60 минут. Если по заказу произведён возврат, начисленные за него KupiCoins списываются.",
        ],
      },
      {
        heading: "Бонусы: KupiCoins и баланс gold",
        paragraphs: [
          "KupiCoins — кешбэк для пользователей, вошедших в аккаунт; он начисляется, когда заказ получает статус «Выполнен». Баланс gold — внутренний кредит магазина, который формируется из возвратов и компенсаций.",
          "Действуют следующие правила:",
        ],
        list: [
          "Кешбэк 0% за заказы ниже порогового значения ({cashbackThreshold}).",
          "Кешбэк 1% за заказы на сумму, равную пороговому значению или превышающую его.",
          "Дополнительно 2% кешбэка, если в заказе использован действующий промокод.",
          "Кешбэк не начисляется за заказ, полностью или частично оплаченный любым балансом (KupiCoins или gold).",
          "KupiCoins можно оплатить не более 15% суммы заказа.",
          "KupiCoins не имеют денежной стоимости, не подлежат передаче и сгорают при удалении аккаунта.",
          "KupiCoins, начисленные за заказ, списываются, если по этому заказу произведён возврат.",
          "Балансом gold можно оплачивать заказы без ограничения доли.",
          "Баланс gold нельзя вывести деньгами, кроме случаев, когда этого требует закон.",
        ],
      },
      {
        heading: "Еженедельный розыгрыш",
        paragraphs: [
          "Каждую неделю мы разыгрываем смартфон среди заказов, выполненных за эту неделю с промокодом EPICWIN. Каждый выполненный заказ — одна заявка на участие.",
          "Розыгрыш доказуемо честный (provably fair). До начала недели мы публикуем хеш секретного значения, а после её окончания — само значение. Зная секрет и отсортированный список заявок, любой может самостоятельно вычислить и проверить победителя.",
          "Победители публикуются на главной странице {shopName}. Мы связываемся с победителем через его аккаунт или контакт, указанный для получения чека. У победителя есть 14 дней с момента, когда мы с ним связались, чтобы получить приз.",
        ],
      },
      {
        heading: "Запрещённые действия и блокировка",
        paragraphs: [
          "Мы можем заблокировать аккаунты, причастные к мошенничеству, злоупотреблению чарджбэками или злоупотреблению перепродажей. Если вы считаете, что блокировка ошибочна, обратитесь в службу поддержки.",
          "При использовании {shopName} запрещается:",
        ],
        list: [
          "совершать мошеннические действия, в том числе использовать чужие платёжные средства без разрешения владельца;",
          "необоснованно оспаривать платежи (инициировать чарджбэки) по доставленным заказам;",
          "злоупотреблять сервисом для перепродажи, в том числе перепродавать товары с помощью ботов;",
          "оформлять заказы автоматически, собирать данные с сайта (скрейпинг) или атаковать наши системы;",
          "создавать более одного аккаунта, в том числе для неправомерного получения промокодов, кешбэка или заявок на розыгрыш.",
        ],
      },
      {
        heading: "Ответственность",
        paragraphs: [
          "Мы отвечаем за доставку оплаченного товара на указанный вами игровой ID либо за полный возврат средств, если доставка не удалась.",
          "В пределах, допускаемых законом, наша ответственность по заказу ограничена суммой, уплаченной вами за этот заказ; ни при каких обстоятельствах мы не ограничиваем её суммой меньше этой. Это ограничение не применяется, если закон не допускает ограничения ответственности, и не умаляет ваших прав по Закону Индонезии № 8 от 1999 года о защите прав потребителей.",
          "Мы не несём ответственности:",
        ],
        list: [
          "за ошибки в указанном вами игровом ID, сервере или регионе;",
          "за политику и действия издателей игр, в том числе изменения игрового контента, начисление бонусов или меры в отношении игровых аккаунтов;",
          "за сбои в работе сторонних сервисов, например банков или интернет-соединения, которые находятся вне нашего разумного контроля;",
          "за убытки, возникшие из-за того, что вы передали другим лицам логин от игрового аккаунта или свои способы входа.",
        ],
      },
      {
        heading: "Поддержка и претензии",
        paragraphs: [
          "С вопросами и претензиями обращайтесь в службу поддержки. Чтобы мы могли быстрее помочь, укажите номер заказа, игровой ID и описание проблемы или подтверждение оплаты.",
          "Наши сотрудники никогда не запрашивают пароль от игрового аккаунта или одноразовые коды.",
          "Служба поддержки работает круглосуточно и без выходных:",
        ],
        list: [
          "чат на сайте {shopName};",
          "электронная почта: {supportEmail};",
          "Telegram-бот: {telegramBot};",
          "WhatsApp: {whatsappNumber}.",
        ],
      },
      {
        heading: "Изменения и применимое право",
        paragraphs: [
          "Мы можем время от времени изменять настоящее соглашение, например в связи с изменением сервиса, правил издателей или законодательства. Актуальная редакция всегда доступна на этой странице с указанием даты вступления в силу. К каждому заказу применяется редакция, действовавшая на момент его оформления.",
          "Настоящее соглашение регулируется правом Республики Индонезия.",
          "При возникновении спора, пожалуйста, сначала обратитесь в службу поддержки, чтобы мы могли попытаться урегулировать его мирно. Если это не поможет, спор передаётся на медиацию. Если медиация не приведёт к результату, спор разрешается в судах Джакарты.",
          "Ничто в настоящем соглашении не ограничивает ваши права потребителя по Закону Индонезии № 8 от 1999 года о защите прав потребителей.",
        ],
      },
    ],
  },

  uz: {
    title: "Foydalanish shartlari",
    description:
      "{shopName} orqali o'yin valyutasi, passlar, to'plamlar va obunalarni sotib olish shartlari: buyurtmalar, o'yin ID, narxlar, to'lov, yetkazib berish, pulni qaytarish va bonuslar.",
    updated: "2026-11-29",
    intro: [
      "Ushbu Foydalanish shartlari {shopName} orqali o'yin valyutasi, passlar, to'plamlar va obunalarni sotib olishni hamda foydalanuvchi sifatida siz bilan {shopName} operatori {legalName} o'rtasidagi huquqiy munosabatlarni tartibga soladi.",
      "Xarid qilishdan oldin shartlarni diqqat bilan o'qib chiqing. Buyurtma berish orqali siz ularni o'qiganingiz, tushunganingiz va qabul qilganingizni tasdiqlaysiz. Saytning o'zidan foydalanish alohida Saytdan foydalanish shartlari bilan tartibga solinadi, shaxsiy ma'lumotlarni qayta ishlash esa Maxfiylik siyosatida tushuntirilgan.",
    ],
    sections: [
      {
        heading: "{shopName} haqida",
        paragraphs: [
          "{shopName} — geymerlar 35 ta mobil va kompyuter o'yini uchun o'yin valyutasini to'ldiradigan hamda passlar, to'plamlar va obunalar sotib oladigan onlayn do'kon. Ular orasida Mobile Legends, Free Fire, Genshin Impact, PUBG Mobile, Honkai: Star Rail, Honor of Kings, Clash of Clans, Brawl Stars, Wild Rift, Zepeto va Super SUS bor.",
          "{shopName} do'konini {legalName} (STIR {registrationNumber}, manzil: {legalAddress}) boshqaradi (keyingi o'rinlarda “biz”). Ushbu shartlarda “foydalanuvchi” yoki “siz” deganda {shopName} saytiga kirgan yoki buyurtma bergan har qanday shaxs tushuniladi — akkaunti bor yoki yo'qligidan qat'i nazar.",
          "{shopName} mustaqil sotuvchi hisoblanadi. Agar alohida aniq ko'rsatilmagan bo'lsa, biz hech qaysi o'yin noshiri bilan bog'liq emasmiz, ularning homiyligida emasmiz va ular tomonidan ma'qullanmaganmiz. O'yin nomlari, logotiplari va o'yin valyutalari tegishli noshirlarga qarashli.",
          "Do'kon Indoneziya (narxlar rupiyda), O'zbekiston (so'mda, UZS) va Rossiya (rublda, RUB) bozorlari uchun, shuningdek ingliz tilidagi versiyada (AQSh dollarida, USD) ishlaydi.",
        ],
      },
      {
        heading: "Shartlarni qabul qilish",
        paragraphs: [
          "Buyurtma berish orqali siz buyurtma berilgan paytda amalda bo'lgan shartlarni qabul qilasiz. To'langan buyurtma siz tanlagan raqamli mahsulot bo'yicha siz bilan {legalName} o'rtasidagi oldi-sotdi shartnomasi hisoblanadi.",
          "Ayrim mahsulotlar uchun o'yin noshiri qo'shimcha qoidalar belgilaydi, masalan, minimal xarid miqdori, xarid cheklovlari yoki hududiy cheklovlar. Bu qoidalar mahsulot sahifasida ko'rsatiladi va buyurtmangizning bir qismi hisoblanadi.",
          "Agar ushbu shartlarga rozi bo'lmasangiz, iltimos, buyurtma bermang.",
        ],
      },
      {
        heading: "Akkaunt va tizimga kirish",
        paragraphs: [
          "Xarid qilish uchun {shopName} akkaunti shart emas. Biroq tizimga kirsangiz, KupiCoins keshbekini olishingiz, gold balansidan foydalanishingiz va pulni gold balansiga qaytarishni tanlashingiz mumkin.",
          "Tizimga Google, Telegram, WhatsApp (bir martalik kod orqali) yoki Facebook yordamida kirish mumkin. Akkauntdan foydalanib, siz quyidagilarga rozilik bildirasiz:",
        ],
        list: [
          "Bir kishi faqat bitta akkauntga ega bo'lishi mumkin.",
          "Kirish usullaringiz, jumladan ulangan Google, Telegram, WhatsApp yoki Facebook akkauntlaringiz va sizga yuborilgan bir martalik kodlar xavfsizligi uchun o'zingiz javobgarsiz. Bu kodlarni hech kimga bermang.",
          "Akkauntingizdan boshqa birov foydalanayotganidan shubhalansangiz, darhol qo'llab-quvvatlash xizmatiga murojaat qiling.",
          "Firibgarlik, chargeback (to'lovni bank orqali bahslashish) yoki qayta sotishni suiiste'mol qilish belgilari bo'lsa, akkauntni to'xtatib qo'yishimiz mumkin.",
        ],
      },
      {
        heading: "Buyurtma berish va o'yin ID uchun javobgarlik",
        paragraphs: [
          "Buyurtma berish uchun o'yin akkauntingiz identifikatorini kiriting, miqdorni tanlang va to'lovni amalga oshiring. Identifikator turi o'yinga bog'liq: masalan, player ID, UID, user ID va zone ID, player tag, Riot ID, Space ID yoki Zepeto ID. Ayrim o'yinlarda server yoki hududni ham tanlash kerak.",
          "Biz hech qachon o'yin akkauntingiz loginini yoki parolini so'ramaymiz. Bu ma'lumotlarni hech kimga, jumladan o'zini {shopName} xodimi deb tanishtirgan shaxslarga ham bermang.",
          "Boshqa o'yinchiga sovg'a qilish uchun uning o'yin ID raqamini kiritish kifoya. Qabul qiluvchi buyurtmani tasdiqlamaydi, shuning uchun ID to'g'riligini tekshirish sizning zimmangizda.",
        ],
        list: [
          "To'lovdan oldin tekshirishingizga yordam berish uchun ushbu ID ga bog'langan o'yinchi taxallusini (nickname) ko'rsatamiz. U kerakli akkauntga mos kelishiga ishonch hosil qiling.",
          "Siz o'yin ID to'g'ri ekanini tasdiqlovchi katakchaga belgi qo'yishingiz shart. Supercell o'yinlarida (masalan, Clash of Clans va Brawl Stars) siz player tag to'g'ri ekanini va Supercell ID ga bog'langanini tasdiqlaysiz.",
          "Siz kiritgan ID ga yetkazilgan mahsulot, hatto bu ID boshqa shaxsga tegishli bo'lib chiqsa ham, yetkazib berilgan hisoblanadi. Biz mahsulotni qabul qiluvchining akkauntidan qaytarib ololmaymiz.",
        ],
      },
      {
        heading: "O'yinlarga oid qoidalar va cheklovlar",
        paragraphs: [
          "Ayrim mahsulotlarga o'yin noshirining qoidalari qo'llaniladi. Bu qoidalar mahsulot sahifasida ko'rsatiladi va buyurtma berish orqali siz ularni qabul qilasiz.",
          "Buyurtma berishdan oldin o'yin akkauntingiz shartlarga, jumladan xarid cheklovlari, daraja va hudud talablariga mos kelishini tekshiring. Agar noshir yetkazib berishni rad etsa, buyurtma yetkazib berilmagan deb hisoblanadi va pulingiz 100% qaytariladi. Noshirlar qoidalariga misollar:",
        ],
        list: [
          "Minimal xarid: masalan, Genshin Impact uchun 60 Genesis Crystals, PUBG Mobile uchun 60 UC va Mobile Legends uchun 10 olmos (diamonds).",
          "Xarid cheklovlari: masalan, Blessing of the Welkin Moon (Genshin Impact) bitta akkauntga ko'pi bilan 180 kun, Zenless Zone Zero obunasi ko'pi bilan 179 kun, Honor of Kings haftalik kartasi haftasiga bitta, har bir Identity V paketi esa oyiga bir marta.",
          "O'yinga xos shartlar: masalan, Tarisland do'koni personaj 20-darajaga yetgandagina ochiladi, Zepeto ID esa xariddan oldin yaratilgan bo'lishi kerak.",
          "Hududiy cheklovlar: ayrim xizmatlar faqat bitta hudud uchun mo'ljallangan, masalan, Indoneziya hududi uchun Mobile Legends xizmati.",
          "Birinchi to'ldirish uchun ikki baravar bonuslarni o'yin noshiri o'z qoidalariga ko'ra har bir akkauntga bir marta beradi. Akkaunt bonusga haqli ekanini noshir belgilaydi.",
        ],
      },
      {
        heading: "Narxlar, soliqlar va aksiyalar",
        paragraphs: [
          "Narxlar bozoringiz valyutasida ko'rsatiladi va soliqlarni o'z ichiga oladi. O'zbekistonda narxlarga {taxRate} qo'shilgan qiymat solig'i (QQS) kiritilgan.",
          "Namunaviy va chegirmali narxlar to'lovdan oldin o'zgarishi mumkin. To'lov paytida to'lov sahifasida ko'rsatilgan narx yakuniy va majburiy hisoblanadi.",
          "Chegirmali narxlar vaqtinchalik bo'lib, faqat aksiya davomida amal qiladi. Promokodlar o'z shartlariga ega:",
        ],
        list: [
          "promokod faqat belgilangan muddat ichida amal qiladi;",
          "promokod uchun buyurtmaning minimal summasi belgilanishi mumkin;",
          "promokod bitta foydalanuvchi uchun va umumiy foydalanish soni bo'yicha cheklangan bo'lishi mumkin;",
          "promokod faqat ayrim o'yinlar uchun amal qilishi mumkin;",
          "bitta buyurtmada faqat bitta promokoddan foydalanish mumkin;",
          "promokodlarni naqd pulga almashtirib bo'lmaydi.",
        ],
      },
      {
        heading: "To'lov",
        paragraphs: [
          "To'lovlarni litsenziyaga ega to'lov provayderlari amalga oshiradi. Bozoringizdagi to'lov usullari: {paymentMethods}. To'lov usullari bozorga qarab farq qilishi mumkin.",
          "To'lanmagan buyurtmalar 60 daqiqadan so'ng avtomatik ravishda bekor qilinadi. Agar xarid qilishni hali ham istasangiz, yangi buyurtma bering.",
          "Agar bank to'lovni rad etsa, buyurtma “To'lov amalga oshmadi” holatini oladi va siz “Qayta to'lash” tugmasi orqali yana urinib ko'rishingiz mumkin.",
        ],
      },
      {
        heading: "Yetkazib berish",
        paragraphs: [
          "To'lov muvaffaqiyatli amalga oshgach, mahsulot siz ko'rsatgan o'yin akkauntiga avtomatik ravishda, odatda bir necha daqiqa ichida yetkaziladi. Super SUS uchun yetkazib berish 5–10 daqiqa davom etadi.",
          "Buyurtma holatini buyurtma sahifasida kuzatishingiz mumkin: “To'lov kutilmoqda”, “Bajarilmoqda”, “Bajarildi”, “To'lov amalga oshmadi”, “Yetkazib berilmadi” yoki “Bekor qilindi”.",
          "Agar mahsulot to'lovdan keyin 1 soat ichida (Free Fire uchun 30 daqiqa ichida) kelmasa, qo'llab-quvvatlash xizmatiga murojaat qiling. Agar mahsulotni yetkazib berishning iloji bo'lmasa, “Pulni qaytarish va bekor qilish” bo'limiga muvofiq pulingiz to'liq qaytariladi. Tezroq yordam berishimiz uchun quyidagilarni yuboring:",
        ],
        list: ["buyurtma raqami;", "siz kiritgan o'yin ID;", "muammo tavsifi yoki to'lovni tasdiqlovchi hujjat."],
      },
      {
        heading: "Pulni qaytarish va bekor qilish",
        paragraphs: [
          "Agar yetkazib berish amalga oshmasa, pulingiz har doim 100% qaytariladi. Masalan, noshir siz kiritgan o'yin ID yoki hududni rad etsa yoki yetkazib beruvchimizda muammo yuzaga kelsa, yetkazib berish amalga oshmagan hisoblanadi.",
          "Pulni qaytarish usulini buyurtma sahifasida o'zingiz tanlaysiz: dastlabki to'lov usuliga yoki, agar tizimga kirgan bo'lsangiz, gold balansiga. Dastlabki to'lov usuliga pul qaytish muddati bank yoki to'lov provayderiga bog'liq.",
          "Yetkazib berilgan raqamli mahsulotlarni qaytarish, almashtirish yoki bekor qilish mumkin emas. Buyurtmani to'lash orqali siz mahsulotni darhol yetkazib berishni so'raysiz va xaridorning roziligi bilan yetkazib beriladigan raqamli kontent uchun qonunda belgilangan istisnoga ko'ra, mahsulot yetkazilgandan keyin xaridni bekor qilib bo'lmasligini tan olasiz.",
          "Siz kiritgan ID ga yetkazilgan mahsulot, hatto bu ID boshqa shaxsga tegishli bo'lsa ham, yetkazib berilgan hisoblanadi.",
          "To'lanmagan buyurtmalar 60 daqiqadan so'ng hech qanday to'lovsiz avtomatik ravishda bekor qilinadi. Agar buyurtma bo'yicha pul qaytarilsa, shu buyurtma uchun berilgan KupiCoins qaytarib olinadi.",
        ],
      },
      {
        heading: "Bonuslar: KupiCoins va gold balansi",
        paragraphs: [
          "KupiCoins — tizimga kirgan foydalanuvchilar uchun keshbek bo'lib, buyurtma “Bajarildi” holatiga o'tganda hisoblanadi. Gold balansi — pul qaytarish va kompensatsiyalardan shakllanadigan do'kon ichidagi kredit.",
          "Quyidagi qoidalar amal qiladi:",
        ],
        list: [
          "Chegaraviy summadan kam buyurtmalar uchun keshbek 0% ({cashbackThreshold}).",
          "Chegaraviy summaga teng yoki undan ortiq buyurtmalar uchun keshbek 1%.",
          "Buyurtmada amaldagi promokod ishlatilgan bo'lsa, qo'shimcha 2% keshbek.",
          "Qisman yoki to'liq istalgan balans (KupiCoins yoki gold) bilan to'langan buyurtma uchun keshbek berilmaydi.",
          "KupiCoins bilan buyurtma summasining ko'pi bilan 15% ini to'lash mumkin.",
          "KupiCoins naqd pul qiymatiga ega emas, boshqa shaxsga o'tkazilmaydi va akkaunt o'chirilganda yo'qoladi.",
          "Buyurtma bo'yicha pul qaytarilsa, shu buyurtma uchun berilgan KupiCoins qaytarib olinadi.",
          "Gold balansi bilan buyurtmalarni ulush cheklovisiz to'lash mumkin.",
          "Gold balansini naqd pul sifatida yechib olib bo'lmaydi, qonun talab qiladigan hollar bundan mustasno.",
        ],
      },
      {
        heading: "Haftalik sovrinli o'yin",
        paragraphs: [
          "Har hafta EPICWIN promokodi bilan shu hafta bajarilgan buyurtmalar orasida smartfon o'ynaladi. Har bir bajarilgan buyurtma bitta ishtirok hisoblanadi.",
          "Qur'a tashlash isbotlanadigan darajada adolatli (provably fair). Hafta boshlanishidan oldin biz maxfiy qiymatning xeshini e'lon qilamiz, hafta tugagach esa maxfiy qiymatning o'zini. Maxfiy qiymat va tartiblangan ishtirokchilar ro'yxati yordamida har kim g'olibni mustaqil hisoblab, tekshirishi mumkin.",
          "G'oliblar {shopName} bosh sahifasida e'lon qilinadi. Biz g'olib bilan uning akkaunti yoki chek uchun ko'rsatilgan aloqa ma'lumotlari orqali bog'lanamiz. G'olib biz u bilan bog'langan paytdan boshlab 14 kun ichida sovrinni olishi kerak.",
        ],
      },
      {
        heading: "Taqiqlangan harakatlar va akkauntni to'xtatish",
        paragraphs: [
          "Firibgarlik, chargeback'ni suiiste'mol qilish yoki qayta sotishni suiiste'mol qilishda ishtirok etgan akkauntlarni to'xtatib qo'yishimiz mumkin. Agar bu xato deb hisoblasangiz, qo'llab-quvvatlash xizmatiga murojaat qiling.",
          "{shopName} do'konidan foydalanishda quyidagilar taqiqlanadi:",
        ],
        list: [
          "firibgarlik, jumladan boshqa shaxsning to'lov vositasidan uning ruxsatisiz foydalanish;",
          "yetkazib berilgan buyurtmalar bo'yicha asossiz chargeback yoki to'lov nizolarini qo'zg'atish;",
          "xizmatni qayta sotish maqsadida suiiste'mol qilish, jumladan botlar orqali qayta sotish;",
          "avtomatik buyurtma berish, saytdan ma'lumotlarni avtomatik yig'ish (skreyping) yoki tizimlarimizga hujum qilish;",
          "bir nechta akkaunt yaratish, jumladan promokod, keshbek yoki sovrinli o'yinda ishtirokni noqonuniy olish uchun.",
        ],
      },
      {
        heading: "Javobgarlik",
        paragraphs: [
          "Biz siz to'lagan mahsulotni siz kiritgan o'yin ID ga yetkazib berish yoki yetkazib berish amalga oshmasa, pulingizni to'liq qaytarish uchun javobgarmiz.",
          "Qonun ruxsat bergan darajada, buyurtma bo'yicha javobgarligimiz shu buyurtma uchun to'lagan summangiz bilan cheklanadi; hech qanday holatda bu cheklov ushbu summadan kam bo'lmaydi. Bu cheklov qonun javobgarlikni cheklashga yo'l qo'ymaydigan hollarda qo'llanilmaydi va Indoneziyaning Iste'molchilar huquqlarini himoya qilish to'g'risidagi 1999-yil 8-sonli Qonuni bo'yicha huquqlaringizni kamaytirmaydi.",
          "Biz quyidagilar uchun javobgar emasmiz:",
        ],
        list: [
          "siz kiritgan o'yin ID, server yoki hududdagi xatolar;",
          "o'yin noshirlarining siyosati va harakatlari, jumladan o'yin kontentidagi o'zgarishlar, bonuslar berilishi yoki o'yin akkauntlariga nisbatan choralar;",
          "banklar yoki internet aloqasi kabi uchinchi tomon xizmatlaridagi, bizning oqilona nazoratimizdan tashqaridagi uzilishlar;",
          "o'yin akkauntingiz loginini yoki kirish usullaringizni boshqalarga berganingiz sababli yuzaga kelgan zararlar.",
        ],
      },
      {
        heading: "Qo'llab-quvvatlash va shikoyatlar",
        paragraphs: [
          "Savol yoki shikoyatingiz bo'lsa, qo'llab-quvvatlash xizmatiga murojaat qiling. Tezroq yordam berishimiz uchun buyurtma raqami, o'yin ID hamda muammo tavsifi yoki to'lovni tasdiqlovchi hujjatni yuboring.",
          "Xodimlarimiz hech qachon o'yin akkauntingiz parolini yoki bir martalik kodlaringizni so'ramaydi.",
          "Qo'llab-quvvatlash xizmati kecha-kunduz, haftada 7 kun ishlaydi:",
        ],
        list: [
          "{shopName} saytidagi chat;",
          "elektron pochta: {supportEmail};",
          "Telegram-bot: {telegramBot};",
          "WhatsApp: {whatsappNumber}.",
        ],
      },
      {
        heading: "O'zgarishlar va qo'llaniladigan huquq",
        paragraphs: [
          "Biz ushbu shartlarni vaqti-vaqti bilan o'zgartirishimiz mumkin, masalan, xizmatimiz, noshirlar qoidalari yoki qonunchilik o'zgarganda. Amaldagi tahrir har doim ushbu sahifada kuchga kirgan sanasi bilan birga e'lon qilinadi. Har bir buyurtmaga u berilgan paytda amalda bo'lgan tahrir qo'llaniladi.",
          "Ushbu shartlar Indoneziya Respublikasi qonunchiligi bilan tartibga solinadi.",
          "Nizo yuzaga kelsa, uni tinch yo'l bilan hal qilishga urinib ko'rishimiz uchun avval qo'llab-quvvatlash xizmatiga murojaat qiling. Agar bu natija bermasa, nizo mediatsiyaga topshiriladi. Mediatsiya muvaffaqiyatsiz tugasa, nizo Jakarta sudlarida hal qilinadi.",
          "Ushbu shartlardagi hech narsa Indoneziyaning Iste'molchilar huquqlarini himoya qilish to'g'risidagi 1999-yil 8-sonli Qonuni bo'yicha iste'molchi sifatidagi huquqlaringizni cheklamaydi.",
        ],
      },
    ],
  },
};
