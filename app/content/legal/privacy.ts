import type { LegalTexts } from "./types";

/**
 * Privacy policy under Indonesian law (UU PDP, Law No. 27 of 2022).
 * All four languages have the same sections in the same order.
 */
export const privacy: LegalTexts = {
  id: {
    title: "Kebijakan Privasi",
    description:
      "Bagaimana {shopName} mengumpulkan, menggunakan, menyimpan, dan melindungi data pribadi Anda saat Anda top up game, serta hak-hak Anda berdasarkan UU PDP.",
    updated: "2026-11-29",
    intro: [
      "Kebijakan Privasi ini menjelaskan bagaimana {legalName} (“kami”), selaku pengelola {shopName}, mengumpulkan, menggunakan, menyimpan, membagikan, dan melindungi data pribadi Anda ketika Anda mengunjungi situs {shopName}, membuat pesanan, masuk ke akun, atau menghubungi layanan pelanggan kami.",
      "Kebijakan ini disusun berdasarkan Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (“UU PDP”) beserta peraturan pelaksananya. Mohon baca kebijakan ini bersama Syarat dan Ketentuan serta Ketentuan Penggunaan Situs. Jika ada pertanyaan, Anda dapat menghubungi kami kapan saja melalui {supportEmail}.",
    ],
    sections: [
      {
        heading: "Pengendali Data Pribadi",
        paragraphs: [
          "Pengendali Data Pribadi atas data yang diproses melalui {shopName} adalah {legalName}, beralamat di {legalAddress}, NIB {registrationNumber}. Artinya, kami yang menentukan tujuan dan cara pemrosesan data pribadi Anda, dan kami pula yang bertanggung jawab atas pemrosesan tersebut.",
          "Kebijakan ini berlaku bagi semua pengguna {shopName}, baik yang berbelanja tanpa akun maupun yang masuk ke akun, dan baik dari Indonesia, Uzbekistan, Rusia, maupun negara lain. Pemrosesan data pribadi oleh kami tunduk pada hukum Negara Republik Indonesia, khususnya UU PDP.",
          "Kebijakan ini tidak berlaku untuk layanan pihak ketiga, seperti game itu sendiri, penyedia pembayaran, atau layanan masuk (Google, Telegram, WhatsApp, dan Facebook). Pihak-pihak tersebut memproses data Anda berdasarkan kebijakan privasinya masing-masing.",
        ],
      },
      {
        heading: "Data Pribadi yang Kami Proses",
        paragraphs: [
          "Kami hanya memproses data yang memang diperlukan untuk menjalankan layanan. Untuk top up, kami cukup memerlukan ID akun game Anda. Kami tidak pernah meminta kata sandi akun game, dan kami juga tidak akan pernah meminta kode sekali pakai (OTP) Anda.",
          "Data pribadi yang kami proses meliputi:",
        ],
        list: [
          "Data game untuk pesanan: ID game serta server atau region yang Anda masukkan, dan nickname yang dikembalikan oleh sistem penerbit game saat ID tersebut kami periksa.",
          "Data pesanan: item yang dibeli, harga, metode pembayaran, status pesanan, serta waktu pesanan dibuat, dibayar, dan dikirim.",
          "Kontak untuk bukti pembelian (opsional): alamat e-mail atau nomor WhatsApp yang Anda cantumkan agar bukti pembelian dapat dikirimkan kepada Anda.",
          "Data akun (jika Anda masuk): identitas yang kami terima dari layanan masuk yang Anda pilih, yaitu Google, Telegram, WhatsApp (dengan kode sekali pakai), atau Facebook. Identitas ini berupa nama, alamat e-mail jika diberikan, dan ID pengguna Anda pada layanan tersebut; jika Anda masuk dengan WhatsApp, kami juga memproses nomor WhatsApp Anda. Perlu diketahui bahwa Facebook tidak selalu memberikan alamat e-mail.",
          "Saldo dan riwayat akun: cashback KupiCoins, saldo gold, dan riwayat pesanan Anda.",
          "Umpan balik dan ulasan: penilaian bintang, alasan yang Anda pilih, dan komentar atas pesanan, serta ulasan yang Anda tulis. Ulasan ditampilkan secara publik tanpa detail kontak Anda.",
          "Percakapan dengan layanan pelanggan: isi pesan yang Anda kirimkan melalui live chat, e-mail, Telegram, atau WhatsApp, termasuk tangkapan layar atau bukti pembayaran, beserta kontak yang Anda gunakan.",
          "Data teknis: alamat IP, user agent (informasi tentang peramban dan perangkat), dan ID permintaan (request ID) yang tercatat dalam log server.",
          "Status pembayaran: informasi dari penyedia pembayaran tentang apakah pembayaran berhasil, tertunda, gagal, atau dikembalikan.",
        ],
      },
      {
        heading: "Data Pembayaran dan Kartu",
        paragraphs: [
          "Pembayaran diproses oleh penyedia pembayaran; di Indonesia, penyedia pembayaran kami adalah Midtrans. Jika Anda membayar dengan kartu, nomor kartu dan CVV dikirim langsung dari peramban Anda ke penyedia pembayaran tanpa melewati server kami.",
          "Dari penyedia pembayaran, kami hanya menerima token pembayaran dan empat digit terakhir nomor kartu untuk mengenali pembayaran Anda dan, bila perlu, memproses pengembalian dana. Kami tidak pernah menyimpan nomor kartu maupun CVV Anda.",
          "Pemrosesan data pembayaran oleh penyedia pembayaran tunduk pada kebijakan privasi penyedia tersebut serta ketentuan yang berlaku di industri pembayaran.",
        ],
      },
      {
        heading: "Tujuan dan Dasar Pemrosesan",
        paragraphs: [
          "Kami memproses data pribadi hanya untuk tujuan yang jelas dan berdasarkan dasar pemrosesan yang diakui dalam Pasal 20 UU PDP. Apabila kami mengandalkan kepentingan yang sah, kami memastikan kepentingan tersebut seimbang dengan hak dan kepentingan Anda. Kami tidak menjual data pribadi Anda.",
          "Tujuan pemrosesan beserta dasarnya adalah sebagai berikut:",
        ],
        list: [
          "Memproses dan mengirimkan pesanan, termasuk memeriksa ID game ke penerbit, menerima pembayaran, mengirimkan item, dan memproses pengembalian dana. Dasar: pemenuhan kewajiban perjanjian dengan Anda.",
          "Mengirimkan bukti pembelian dan informasi status pesanan ke e-mail atau WhatsApp yang Anda cantumkan. Dasar: pemenuhan kewajiban perjanjian, atas permintaan Anda.",
          "Mengelola akun, metode masuk, cashback KupiCoins, saldo gold, dan riwayat pesanan. Dasar: pemenuhan kewajiban perjanjian.",
          "Menanggapi pertanyaan dan pengaduan melalui layanan pelanggan. Dasar: pemenuhan kewajiban perjanjian dan kepentingan yang sah untuk menyelesaikan kendala Anda.",
          "Mengumpulkan umpan balik untuk meningkatkan layanan dan menampilkan ulasan secara publik untuk membantu pembeli lain. Dasar: persetujuan Anda, yang Anda berikan saat mengirimkan umpan balik atau ulasan dan dapat ditarik kembali kapan saja.",
          "Menjaga keamanan layanan serta mencegah dan menyelidiki penipuan, chargeback tanpa dasar, dan penyalahgunaan akun dengan menggunakan log teknis dan data pesanan. Dasar: kepentingan yang sah, serta kewajiban hukum sepanjang berlaku.",
          "Menganalisis kunjungan halaman dan aktivitas masuk akun, serta mengukur mitra dan kampanye yang membawa pengunjung, agar situs dapat terus kami perbaiki. Dasar: kepentingan yang sah.",
          "Menyimpan catatan transaksi untuk keperluan akuntansi dan perpajakan serta memenuhi permintaan yang sah dari instansi berwenang. Dasar: pemenuhan kewajiban hukum.",
        ],
      },
      {
        heading: "Cookie dan Penyimpanan Lokal",
        paragraphs: [
          "Cookie adalah berkas kecil yang disimpan oleh peramban di perangkat Anda, sedangkan penyimpanan lokal (local storage) adalah fitur peramban dengan fungsi serupa. Kami menggunakannya hanya untuk menjalankan situs, mengingat pilihan Anda, dan mengetahui dari mana pengunjung datang. Dasar pemrosesannya adalah pemenuhan kewajiban perjanjian (untuk sesi masuk) dan kepentingan yang sah (untuk fungsi lainnya).",
          "Kami mencatat statistik kunjungan halaman dan aktivitas masuk akun untuk memahami cara situs digunakan dan memperbaikinya. Kami tidak menggunakan pelacak iklan pihak ketiga.",
          "Anda dapat menghapus atau memblokir cookie melalui pengaturan peramban. Namun, tanpa cookie sesi Anda tidak dapat tetap masuk ke akun. Cookie dan data penyimpanan lokal yang kami gunakan adalah:",
        ],
        list: [
          "access_token (cookie): menyimpan sesi masuk Anda agar Anda tetap masuk ke akun. Berlaku 365 hari. Cookie ini bersifat HttpOnly sehingga tidak dapat dibaca oleh skrip di halaman.",
          "signed_in (cookie): memberi tahu halaman bahwa Anda sedang masuk, agar nama Anda ditampilkan di bagian atas halaman. Isinya hanya angka 1, tanpa data Anda maupun kunci sesi. Berlaku 365 hari dan dihapus saat Anda keluar.",
          "locale (cookie): mengingat bahasa yang Anda pilih. Berlaku 365 hari.",
          "admin_session (cookie): hanya dipakai oleh staf {shopName} di konsol operator, dipasang setelah kode verifikasi dua langkah. Berlaku paling lama 12 jam dan berakhir setelah 30 menit tidak digunakan. Cookie ini bersifat HttpOnly.",
          "attribution (cookie): mencatat mitra atau kampanye yang membawa Anda ke {shopName}. Cookie ini hanya dipasang jika tautan yang Anda buka memuat parameter utm atau parameter mitra, dan berlaku 30 hari, atau 90 hari untuk tautan mitra tertentu.",
          "hide_support (cookie): dipasang ketika situs dibuka dari aplikasi kami agar widget layanan pelanggan tidak ditampilkan. Berlaku 365 hari.",
          "invite_seen (cookie): mencatat bahwa ajakan membuat akun setelah pembelian pertama sudah ditampilkan, agar tidak muncul lagi. Berlaku 365 hari.",
          "survey_dismissed (cookie): mencatat bahwa Anda menutup ajakan mengisi survei, agar survei tidak terbuka sendiri lagi. Berlaku 365 hari.",
          "oauth_google dan oauth_telegram (cookie): dipasang saat Anda masuk dengan Google atau Telegram untuk memastikan bahwa proses masuk dimulai dari situs kami. Cookie ini bersifat HttpOnly, berlaku 10 menit, dan dihapus begitu Anda kembali ke situs.",
          "Kunci status masuk Facebook (penyimpanan lokal): data sementara untuk mengamankan proses masuk dengan Facebook, yang langsung dihapus setelah proses masuk selesai.",
          "Halaman sebelumnya dan pemulihan halaman (penyimpanan sesi): mengingat halaman yang Anda buka sebelumnya agar tombol Kembali berfungsi, serta mencatat pemuatan ulang otomatis setelah situs diperbarui. Dihapus ketika tab ditutup.",
        ],
      },
      {
        heading: "Pihak yang Menerima Data Pribadi",
        paragraphs: [
          "Kami hanya membagikan data pribadi kepada pihak lain sejauh diperlukan untuk tujuan yang dijelaskan di atas. Penyedia layanan yang memproses data atas nama kami bertindak sebagai Prosesor Data Pribadi dan terikat perjanjian untuk memproses data hanya sesuai instruksi kami serta menjaga kerahasiaan dan keamanannya. Penyedia pembayaran, penerbit game, dan layanan masuk juga memproses data berdasarkan kebijakan privasinya sendiri.",
          "Penerima data pribadi Anda adalah:",
        ],
        list: [
          "Penyedia pembayaran (di Indonesia: Midtrans): data pesanan dan pembayaran yang diperlukan untuk memproses pembayaran dan pengembalian dana.",
          "Pemasok kredit game dan penerbit game: hanya ID game beserta server atau region-nya, untuk memeriksa akun dan mengirimkan item. Mereka tidak menerima nama, e-mail, atau nomor telepon Anda.",
          "Penyedia hosting dan infrastruktur: menyimpan dan menjalankan sistem kami, termasuk basis data dan log.",
          "Penyedia layanan pesan: penyedia layanan e-mail dan WhatsApp Cloud API untuk mengirimkan bukti pembelian, informasi pesanan, dan kode masuk sekali pakai. Jika Anda menghubungi layanan pelanggan melalui Telegram atau WhatsApp, pesan Anda juga diproses oleh layanan tersebut.",
          "Layanan masuk (Google, Telegram, WhatsApp, dan Facebook): untuk memverifikasi identitas Anda ketika Anda memilih masuk melalui layanan tersebut.",
          "Instansi pemerintah dan aparat penegak hukum: hanya jika diwajibkan oleh peraturan perundang-undangan atau berdasarkan permintaan yang sah, misalnya penetapan pengadilan.",
        ],
      },
      {
        heading: "Transfer Data Pribadi ke Luar Negeri",
        paragraphs: [
          "Sebagian penyedia layanan kami, seperti penyedia hosting, layanan pesan, layanan masuk, dan sebagian pemasok game, dapat memproses data di luar wilayah Indonesia. Jika Anda berbelanja dari luar Indonesia, data Anda tetap diproses oleh kami sebagai Pengendali Data Pribadi yang berkedudukan di Indonesia.",
          "Sesuai Pasal 56 UU PDP, sebelum mentransfer data pribadi ke luar negeri, kami memastikan bahwa negara penerima memiliki tingkat pelindungan data pribadi yang setara atau lebih tinggi daripada UU PDP. Jika syarat tersebut tidak terpenuhi, kami menerapkan pelindungan yang memadai dan mengikat, misalnya perjanjian pemrosesan data dengan klausul pelindungan data. Jika kedua hal tersebut tidak dapat dipenuhi, kami akan meminta persetujuan Anda terlebih dahulu.",
        ],
      },
      {
        heading: "Masa Penyimpanan Data",
        paragraphs: [
          "Kami menyimpan data pribadi hanya selama diperlukan untuk tujuan pemrosesannya atau selama diwajibkan oleh peraturan perundang-undangan. Setelah itu, data akan dihapus atau dianonimkan.",
          "Masa penyimpanan untuk setiap jenis data adalah:",
        ],
        list: [
          "Pesanan dan catatan pembayaran: selama diwajibkan oleh ketentuan akuntansi dan perpajakan, yaitu hingga 10 tahun. Jika akun Anda dihapus, catatan tersebut disimpan dalam bentuk anonim sehingga tidak lagi terhubung dengan Anda.",
          "Data akun, saldo, dan riwayat pesanan: selama akun Anda aktif, sampai akun tersebut dihapus.",
          "Log teknis (alamat IP, user agent, dan ID permintaan): dalam jangka waktu terbatas, umumnya hingga 90 hari, kecuali diperlukan lebih lama untuk menyelidiki insiden keamanan atau penipuan tertentu.",
          "Umpan balik dan ulasan: sampai dihapus, misalnya atas permintaan Anda.",
          "Percakapan dengan layanan pelanggan: selama diperlukan untuk menangani permintaan Anda dan menyelesaikan kemungkinan sengketa terkait.",
          "Cookie dan penyimpanan lokal: sesuai masa berlaku yang dijelaskan pada bagian Cookie dan Penyimpanan Lokal.",
        ],
      },
      {
        heading: "Keamanan Data",
        paragraphs: [
          "Kami menerapkan langkah teknis dan organisasi yang sesuai dengan risikonya untuk melindungi data pribadi Anda dari akses, pengungkapan, perubahan, dan penghapusan yang tidak sah.",
          "Tidak ada sistem yang sepenuhnya bebas risiko. Jika terjadi kegagalan pelindungan data pribadi, kami akan memberitahukannya secara tertulis kepada Anda dan kepada lembaga yang berwenang sesuai ketentuan UU PDP.",
          "Langkah-langkah pengamanan kami antara lain:",
        ],
        list: [
          "seluruh komunikasi antara peramban Anda dan {shopName} dienkripsi menggunakan HTTPS (TLS);",
          "token sesi disimpan di server kami dalam bentuk hash, bukan dalam bentuk aslinya, dan cookie sesi bersifat HttpOnly;",
          "akses ke data pribadi dibatasi hanya bagi personel dan penyedia layanan yang memerlukannya untuk menjalankan tugasnya, dengan kewajiban menjaga kerahasiaan;",
          "data kartu pembayaran tidak pernah melewati maupun tersimpan di server kami;",
          "log teknis digunakan untuk mendeteksi aktivitas mencurigakan dan upaya penipuan.",
        ],
      },
      {
        heading: "Hak Anda sebagai Subjek Data Pribadi",
        paragraphs: [
          "Sebagai Subjek Data Pribadi, Anda memiliki hak-hak yang dijamin oleh UU PDP. Untuk menggunakan hak tersebut, kirimkan permintaan ke {supportEmail}, sebaiknya dari alamat e-mail atau kontak yang terhubung dengan akun atau pesanan Anda, dan sertakan nomor pesanan atau informasi akun yang relevan. Kami dapat meminta informasi tambahan untuk memverifikasi identitas Anda sebelum menindaklanjuti permintaan.",
          "Kami akan menanggapi permintaan Anda dalam jangka waktu yang ditetapkan oleh UU PDP, tanpa biaya. Dalam kondisi tertentu yang diatur oleh peraturan perundang-undangan, misalnya jika data wajib kami simpan untuk keperluan perpajakan, kami dapat menolak sebagian permintaan dan akan menjelaskan alasannya kepada Anda.",
          "Hak-hak Anda meliputi:",
        ],
        list: [
          "Hak atas informasi: mendapatkan informasi tentang identitas kami, dasar dan tujuan pemrosesan, serta bagaimana data pribadi Anda digunakan, sebagaimana dijelaskan dalam kebijakan ini.",
          "Hak akses: mendapatkan akses ke data pribadi Anda dan memperoleh salinannya.",
          "Hak perbaikan: melengkapi, memperbarui, dan memperbaiki data pribadi yang tidak akurat atau tidak lengkap.",
          "Hak penghapusan: mengakhiri pemrosesan serta meminta penghapusan atau pemusnahan data pribadi Anda.",
          "Hak pembatasan: menunda atau membatasi pemrosesan data pribadi Anda secara proporsional sesuai dengan tujuan pemrosesannya.",
          "Hak menarik persetujuan: menarik kembali persetujuan atas pemrosesan yang didasarkan pada persetujuan Anda. Penarikan tidak memengaruhi keabsahan pemrosesan yang dilakukan sebelumnya.",
          "Hak keberatan: mengajukan keberatan atas pemrosesan yang didasarkan pada kepentingan yang sah, serta atas keputusan yang semata-mata didasarkan pada pemrosesan otomatis, termasuk pemrofilan, yang menimbulkan akibat hukum atau berdampak signifikan bagi Anda.",
          "Hak portabilitas data: memperoleh data pribadi Anda dalam format yang terstruktur, lazim digunakan, dan dapat dibaca oleh sistem elektronik, serta meminta agar data tersebut dikirimkan kepada Pengendali Data Pribadi lain.",
          "Hak mengajukan pengaduan: menyampaikan pengaduan kepada lembaga penyelenggara pelindungan data pribadi, serta menggugat dan menerima ganti rugi atas pelanggaran pemrosesan data pribadi Anda sesuai ketentuan peraturan perundang-undangan. Kami menyarankan Anda menghubungi kami terlebih dahulu agar kami dapat membantu menyelesaikannya.",
        ],
      },
      {
        heading: "Penghapusan Akun",
        paragraphs: [
          "Anda dapat menghapus akun kapan saja melalui halaman /delete-personal. Penghapusan akun bersifat permanen dan tidak dapat dibatalkan.",
          "Saat akun dihapus, kami menghapus akun Anda beserta seluruh metode masuk yang terhubung, semua sesi aktif, dan data pribadi Anda. Sisa cashback KupiCoins dan saldo gold akan hangus dan tidak dapat dipulihkan maupun dicairkan.",
          "Pesanan Anda tetap kami simpan dalam bentuk anonim, tanpa keterkaitan dengan Anda, karena kami wajib menyimpan catatan transaksi untuk keperluan akuntansi dan perpajakan.",
          "Jika Anda tidak dapat masuk ke akun, atau ingin menghapus data yang terkait dengan pesanan tanpa akun, hubungi kami melalui {supportEmail}.",
        ],
      },
      {
        heading: "Data Pribadi Anak",
        paragraphs: [
          "Pemrosesan data pribadi anak memerlukan persetujuan orang tua atau wali. Jika Anda berusia di bawah 18 tahun, Anda hanya boleh membuat pesanan atau masuk ke akun {shopName} dengan persetujuan orang tua atau wali Anda.",
          "Jika Anda adalah orang tua atau wali dan mengetahui bahwa anak Anda memberikan data pribadi kepada kami tanpa persetujuan Anda, silakan hubungi kami melalui {supportEmail}. Kami akan membantu menghapus data tersebut, kecuali data yang wajib kami simpan menurut hukum.",
        ],
      },
      {
        heading: "Perubahan Kebijakan Privasi",
        paragraphs: [
          "Kami dapat memperbarui Kebijakan Privasi ini dari waktu ke waktu, misalnya karena perubahan layanan, penyedia layanan, atau peraturan perundang-undangan. Versi terbaru selalu tersedia di halaman ini beserta tanggal berlakunya.",
          "Jika perubahan tersebut berdampak signifikan terhadap cara kami memproses data pribadi Anda, kami akan memberitahukannya melalui situs {shopName} atau melalui kontak yang Anda berikan sebelum perubahan berlaku. Jika suatu perubahan memerlukan persetujuan baru, kami akan memintanya terlebih dahulu.",
        ],
      },
      {
        heading: "Hubungi Kami",
        paragraphs: [
          "Jika Anda memiliki pertanyaan tentang Kebijakan Privasi ini atau ingin menggunakan hak Anda atas data pribadi, silakan hubungi {legalName} selaku Pengendali Data Pribadi. Permintaan terkait hak atas data pribadi sebaiknya dikirim melalui e-mail agar tercatat dengan jelas.",
          "Kontak kami:",
        ],
        list: ["e-mail: {supportEmail};", "bot Telegram: {telegramBot};", "WhatsApp: {whatsappNumber}."],
      },
    ],
  },
  en: {
    title: "Privacy Policy",
    description:
      "How {shopName} collects, uses, stores and protects your personal data when you top up your games, and your rights under Indonesia's Personal Data Protection Law.",
    updated: "2026-11-29",
    intro: [
      "This Privacy Policy explains how {legalName} (“we”), the operator of {shopName}, collects, uses, stores, shares and protects your personal data when you visit the {shopName} website, place an order, sign in or contact our support team.",
      "It is based on Indonesia's Law No. 27 of 2022 on Personal Data Protection (“UU PDP”) and its implementing regulations. Please read it together with our Terms of Use and Website Terms. If you have any questions, you can contact us at any time at {supportEmail}.",
    ],
    sections: [
      {
        heading: "Data controller",
        paragraphs: [
          "The data controller for personal data processed through {shopName} is {legalName} ({registrationNumber}), registered address {legalAddress}. This means we decide why and how your personal data is processed, and we are responsible for that processing.",
          "This policy applies to everyone who uses {shopName}, whether you buy without an account or sign in, and whether you are in Indonesia, Uzbekistan, Russia or elsewhere. Our processing of personal data is governed by the laws of the Republic of Indonesia, in particular UU PDP.",
          "This policy does not cover third-party services such as the games themselves, payment providers or sign-in services (Google, Telegram, WhatsApp and Facebook). They process your data under their own privacy policies.",
        ],
      },
      {
        heading: "Personal data we process",
        paragraphs: [
          "We only process the data we need to run our service. To top up, all we need is your game account ID. We never ask for your game password, and we will never ask for your one-time codes.",
          "The personal data we process is:",
        ],
        list: [
          "Game details for an order: the game ID and the server or region you enter, and the nickname returned by the publisher's system when we look the ID up.",
          "Order details: the items you buy, prices, payment method, order status, and when the order was created, paid and delivered.",
          "Contact for your receipt (optional): the e-mail address or WhatsApp number you give us so that we can send you the receipt.",
          "Account details (if you sign in): the identity we receive from the sign-in service you choose, that is Google, Telegram, WhatsApp (with a one-time code) or Facebook. This is your name, your e-mail address if provided, and your user ID with that service; if you sign in with WhatsApp, we also process your WhatsApp number. Note that Facebook does not always provide an e-mail address.",
          "Balances and history: your KupiCoins cashback, your gold balance and your order history.",
          "Feedback and reviews: the star rating, reason tags and comment you leave on an order, and the reviews you write. Reviews are shown publicly without your contact details.",
          "Support conversations: the messages you send us through live chat, e-mail, Telegram or WhatsApp, including screenshots or proof of payment, and the contact details you use.",
          "Technical data: IP address, user agent (information about your browser and device) and request ID, recorded in our server logs.",
          "Payment status: information from the payment provider on whether a payment succeeded, is pending, failed or was refunded.",
        ],
      },
      {
        heading: "Payment and card data",
        paragraphs: [
          "Payments are processed by a payment provider; for card payments in US dollars, our payment provider is Midtrans. If you pay by card, your card number and CVV go straight from your browser to the payment provider and never pass through our servers.",
          "From the payment provider we receive only a payment token and the last four digits of the card, which we use to identify your payment and, if needed, to process a refund. We never store your card number or CVV.",
          "The payment provider's processing of your payment data is governed by its own privacy policy and by the rules of the payments industry.",
        ],
      },
      {
        heading: "Why we process your data and on what legal basis",
        paragraphs: [
          "We process personal data only for clear purposes and on a legal basis recognized by Article 20 of UU PDP. Where we rely on legitimate interests, we make sure they are balanced against your rights and interests. We do not sell your personal data.",
          "Our purposes and legal bases are:",
        ],
        list: [
          "Processing and delivering orders, including checking the game ID with the publisher, taking payment, delivering items and handling refunds. Basis: performance of our contract with you.",
          "Sending your receipt and order status updates to the e-mail address or WhatsApp number you give us. Basis: performance of the contract, at your request.",
          "Running your account, sign-in methods, KupiCoins cashback, gold balance and order history. Basis: performance of the contract.",
          "Answering your questions and complaints through support. Basis: performance of the contract and our legitimate interest in resolving your issue.",
          "Collecting feedback to improve our service and showing reviews publicly to help other buyers. Basis: your consent, which you give by submitting feedback or a review and can withdraw at any time.",
          "Keeping the service secure and preventing and investigating fraud, unfounded chargebacks and account abuse, using technical logs and order data. Basis: legitimate interests, and legal obligations where they apply.",
          "Analyzing page visits and sign-in activity, and measuring which partners and campaigns bring visitors, so that we can improve the website. Basis: legitimate interests.",
          "Keeping transaction records for accounting and tax purposes and responding to lawful requests from authorities. Basis: compliance with legal obligations.",
        ],
      },
      {
        heading: "Cookies and local storage",
        paragraphs: [
          "Cookies are small files that your browser stores on your device; local storage is a similar browser feature. We use them only to run the website, remember your choices and know where visitors come from. The legal basis is performance of the contract (for your sign-in session) and legitimate interests (for everything else).",
          "We record statistics on page visits and sign-in events to understand how the website is used and to improve it. We do not use third-party advertising trackers.",
          "You can delete or block cookies in your browser settings, but without the session cookie you cannot stay signed in. The cookies and local storage entries we use are:",
        ],
        list: [
          "access_token (cookie): keeps you signed in. Lasts 365 days. It is HttpOnly, so scripts on the page cannot read it.",
          "signed_in (cookie): tells the page that you are signed in, so it can show your name at the top. It holds only the digit 1, neither your data nor your session key. Lasts 365 days and is removed when you sign out.",
          "locale (cookie): remembers the language you chose. Lasts 365 days.",
          "admin_session (cookie): used only by {shopName} staff in the operator console, set after a two-step verification code. Lasts at most 12 hours and ends after 30 minutes unused. It is HttpOnly.",
          "attribution (cookie): records which partner or campaign brought you to {shopName}. It is set only when the link you opened contains utm or partner parameters, and lasts 30 days, or 90 days for certain partner links.",
          "hide_support (cookie): set when the website is opened from our app, so that the support widget is not shown. Lasts 365 days.",
          "invite_seen (cookie): remembers that the invitation to create an account after your first purchase was shown, so it does not appear again. Lasts 365 days.",
          "survey_dismissed (cookie): remembers that you closed the survey invitation, so the survey does not open by itself again. Lasts 365 days.",
          "oauth_google and oauth_telegram (cookies): set while you sign in with Google or Telegram, to make sure the sign-in started on our website. They are HttpOnly, last 10 minutes and are deleted as soon as you come back to the website.",
          "Facebook sign-in state key (local storage): temporary data that secures signing in with Facebook, removed as soon as sign-in is complete.",
          "Previous page and page recovery (session storage): remembers the page you were on before, so that the Back link works, and notes an automatic reload after the website was updated. Removed when you close the tab.",
        ],
      },
      {
        heading: "Who receives your data",
        paragraphs: [
          "We share personal data only as far as needed for the purposes above. Service providers that process data on our behalf act as data processors and are bound by contracts to process it only on our instructions and to keep it confidential and secure. Payment providers, game publishers and sign-in services also process data under their own privacy policies.",
          "The recipients of your personal data are:",
        ],
        list: [
          "Payment providers (for card payments in US dollars: Midtrans): the order and payment details needed to process payments and refunds.",
          "Game-credit suppliers and game publishers: only the game ID with its server or region, to check the account and deliver items. They do not receive your name, e-mail address or phone number.",
          "Hosting and infrastructure providers: they store and run our systems, including databases and logs.",
          "Messaging providers: our e-mail provider and the WhatsApp Cloud API, to send receipts, order updates and one-time sign-in codes. If you contact support through Telegram or WhatsApp, your messages are also processed by that service.",
          "Sign-in services (Google, Telegram, WhatsApp and Facebook): to verify your identity when you choose to sign in with them.",
          "Public authorities and law enforcement: only when the law requires it or on a lawful request, such as a court order.",
        ],
      },
      {
        heading: "International transfers",
        paragraphs: [
          "Some of our service providers, such as hosting, messaging and sign-in services and some game suppliers, may process data outside Indonesia. If you shop from outside Indonesia, your data is still processed by us as a data controller established in Indonesia.",
          "In line with Article 56 of UU PDP, before transferring personal data abroad we make sure that the receiving country offers a level of protection equal to or higher than UU PDP. Where it does not, we put adequate and binding safeguards in place, such as data processing agreements with data protection clauses. Where neither is possible, we will ask for your consent first.",
        ],
      },
      {
        heading: "How long we keep your data",
        paragraphs: [
          "We keep personal data only as long as we need it for its purpose or as long as the law requires. After that, it is deleted or anonymized.",
          "Retention periods by type of data:",
        ],
        list: [
          "Orders and payment records: as long as accounting and tax law requires, which is up to 10 years. If your account is deleted, these records are kept in anonymized form so they are no longer linked to you.",
          "Account details, balances and order history: while your account exists, until it is deleted.",
          "Technical logs (IP address, user agent and request ID): for a limited time, normally up to 90 days, unless needed longer to investigate a specific security or fraud incident.",
          "Feedback and reviews: until they are deleted, for example at your request.",
          "Support conversations: as long as needed to handle your request and resolve any related dispute.",
          "Cookies and local storage: for the lifetimes set out in the Cookies and local storage section.",
        ],
      },
      {
        heading: "Security",
        paragraphs: [
          "We use technical and organizational measures appropriate to the risk to protect your personal data against unauthorized access, disclosure, alteration and deletion.",
          "No system is entirely risk-free. If a personal data breach occurs, we will notify you and the competent authority in writing as required by UU PDP.",
          "Our measures include:",
        ],
        list: [
          "all traffic between your browser and {shopName} is encrypted with HTTPS (TLS);",
          "session tokens are stored on our servers only as hashes, never in their original form, and the session cookie is HttpOnly;",
          "access to personal data is limited to staff and service providers who need it for their work, under a duty of confidentiality;",
          "card data never passes through or is stored on our servers;",
          "technical logs are used to detect suspicious activity and fraud attempts.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "As a data subject, you have the rights guaranteed by UU PDP. To exercise them, write to {supportEmail}, preferably from the e-mail address or contact linked to your account or order, and include your order number or account details. We may ask for additional information to verify your identity before acting on your request.",
          "We will respond within the time limits set by UU PDP, free of charge. In certain cases provided for by law, for example where we must keep data for tax purposes, we may decline part of a request and will explain why.",
          "Your rights are:",
        ],
        list: [
          "Right to information: to know who we are, the basis and purpose of processing and how your personal data is used, as explained in this policy.",
          "Right of access: to access your personal data and obtain a copy of it.",
          "Right to correction: to complete, update and correct inaccurate or incomplete personal data.",
          "Right to deletion: to end the processing and have your personal data deleted or destroyed.",
          "Right to restriction: to have the processing of your personal data suspended or restricted in proportion to its purpose.",
          "Right to withdraw consent: to withdraw consent for processing based on consent. Withdrawal does not affect processing carried out before it.",
          "Right to object: to object to processing based on legitimate interests and to decisions based solely on automated processing, including profiling, that have legal effects on you or significantly affect you.",
          "Right to data portability: to receive your personal data in a structured, commonly used and machine-readable format, and to have it sent to another data controller.",
          "Right to complain: to lodge a complaint with the authority responsible for personal data protection, and to sue and receive compensation for any breach in the processing of your personal data as provided by law. We encourage you to contact us first so that we can help.",
        ],
      },
      {
        heading: "Deleting your account",
        paragraphs: [
          "You can delete your account at any time on the /delete-personal page. Deletion is permanent and cannot be undone.",
          "When your account is deleted, we remove the account together with all linked sign-in methods, all active sessions and your personal data. Any remaining KupiCoins cashback and gold balance is forfeited and cannot be restored or paid out.",
          "Your orders are kept in anonymized form, no longer linked to you, because we are required to keep transaction records for accounting and tax purposes.",
          "If you cannot sign in, or you want data linked to an order placed without an account deleted, contact us at {supportEmail}.",
        ],
      },
      {
        heading: "Children",
        paragraphs: [
          "Processing the personal data of children requires the consent of a parent or guardian. If you are under 18, you may place orders or sign in to {shopName} only with the consent of your parent or guardian.",
          "If you are a parent or guardian and learn that your child has given us personal data without your consent, please contact us at {supportEmail}. We will help delete that data, except data we are required by law to keep.",
        ],
      },
      {
        heading: "Changes to this policy",
        paragraphs: [
          "We may update this Privacy Policy from time to time, for example because of changes to our service, our service providers or the law. The current version is always available on this page with the date it took effect.",
          "If a change significantly affects how we process your personal data, we will tell you on the {shopName} website or through the contact details you gave us before the change takes effect. If a change requires new consent, we will ask for it first.",
        ],
      },
      {
        heading: "Contact us",
        paragraphs: [
          "If you have questions about this Privacy Policy or want to exercise your rights over your personal data, contact {legalName} as the data controller. Requests to exercise your rights are best sent by e-mail so that they are clearly recorded.",
          "Our contacts:",
        ],
        list: ["e-mail: {supportEmail};", "Telegram bot: {telegramBot};", "WhatsApp: {whatsappNumber}."],
      },
    ],
  },
  ru: {
    title: "Политика конфиденциальности",
    description:
      "Как {shopName} собирает, использует, хранит и защищает ваши персональные данные при пополнении игр и какие права у вас есть по закону Индонезии о защите персональных данных.",
    updated: "2026-11-29",
    intro: [
      "Настоящая Политика конфиденциальности объясняет, как {legalName} («мы»), оператор {shopName}, собирает, использует, хранит, передаёт и защищает ваши персональные данные, когда вы посещаете сайт {shopName}, оформляете заказ, входите в аккаунт или обращаетесь в службу поддержки.",
      "Политика составлена в соответствии с Законом Республики Индонезия № 27 2022 года о защите персональных данных (Undang-Undang Pelindungan Data Pribadi, далее — «UU PDP») и принятыми на его основе актами. Пожалуйста, читайте её вместе с Пользовательским соглашением и Условиями использования сайта. Если у вас есть вопросы, пишите нам в любое время на {supportEmail}.",
    ],
    sections: [
      {
        heading: "Оператор персональных данных",
        paragraphs: [
          "Оператором персональных данных (в терминах UU PDP — Pengendali Data Pribadi), обрабатываемых через {shopName}, является {legalName} (ОГРН {registrationNumber}, адрес: {legalAddress}). Это означает, что именно мы определяем цели и способы обработки ваших данных и несём за неё ответственность.",
          "Политика распространяется на всех пользователей {shopName}: как на тех, кто покупает без аккаунта, так и на тех, кто входит в аккаунт, — в Индонезии, Узбекистане, России и других странах. Обработка нами персональных данных регулируется правом Республики Индонезия, прежде всего UU PDP.",
          "Политика не распространяется на сторонние сервисы: сами игры, платёжных провайдеров и сервисы входа (Google, Telegram, WhatsApp и Facebook). Они обрабатывают ваши данные в соответствии со своими политиками конфиденциальности.",
        ],
      },
      {
        heading: "Какие данные мы обрабатываем",
        paragraphs: [
          "Мы обрабатываем только те данные, которые нужны для работы сервиса. Для пополнения нам достаточно ID вашего игрового аккаунта. Мы никогда не запрашиваем пароль от игрового аккаунта и никогда не попросим сообщить одноразовый код.",
          "Мы обрабатываем следующие персональные данные:",
        ],
        list: [
          "Игровые данные заказа: введённые вами игровой ID и сервер или регион, а также никнейм, который возвращает система издателя при проверке ID.",
          "Данные заказа: купленные товары, цены, способ оплаты, статус заказа, время его создания, оплаты и доставки.",
          "Контакт для чека (по желанию): адрес электронной почты или номер WhatsApp, который вы указываете, чтобы получить чек.",
          "Данные аккаунта (если вы входите в аккаунт): сведения, которые мы получаем от выбранного вами сервиса входа — Google, Telegram, WhatsApp (по одноразовому коду) или Facebook. Это имя, адрес электронной почты, если сервис его передаёт, и ваш идентификатор пользователя в этом сервисе; при входе через WhatsApp мы также обрабатываем ваш номер WhatsApp. Учтите, что Facebook передаёт адрес электронной почты не всегда.",
          "Балансы и история: кешбэк KupiCoins, баланс gold и история ваших заказов.",
          "Отзывы и оценки: оценка в звёздах, выбранные причины и комментарий к заказу, а также написанные вами отзывы. Отзывы публикуются без ваших контактных данных.",
          "Переписка со службой поддержки: сообщения, которые вы отправляете через чат на сайте, электронную почту, Telegram или WhatsApp, включая скриншоты и подтверждения оплаты, а также контакт, с которого вы пишете.",
          "Технические данные: IP-адрес, user agent (сведения о браузере и устройстве) и идентификатор запроса (request ID), которые фиксируются в журналах сервера.",
          "Статус платежа: сведения от платёжного провайдера о том, прошёл ли платёж, ожидает ли он подтверждения, отклонён ли он или возвращён.",
        ],
      },
      {
        heading: "Платёжные и карточные данные",
        paragraphs: [
          "Платежи обрабатывают платёжные провайдеры; в России наш платёжный провайдер — ЮKassa (оплата картой и через СБП). Данные карты вы вводите на странице ЮKassa: номер карты и CVV не проходят через наши серверы.",
          "От платёжного провайдера мы получаем только сведения о платеже (его номер, сумму и статус) — чтобы идентифицировать ваш платёж и при необходимости оформить возврат. Номер карты и CVV мы не получаем и не храним.",
          "Обработка платёжных данных платёжным провайдером регулируется его политикой конфиденциальности и правилами платёжной отрасли.",
        ],
      },
      {
        heading: "Цели и правовые основания обработки",
        paragraphs: [
          "Мы обрабатываем персональные данные только для определённых целей и на правовых основаниях, предусмотренных статьёй 20 UU PDP. Если мы опираемся на законные интересы, мы следим за тем, чтобы они не нарушали баланс с вашими правами и интересами. Мы не продаём ваши персональные данные.",
          "Цели обработки и их правовые основания:",
        ],
        list: [
          "Обработка и выполнение заказов, включая проверку игрового ID у издателя, приём оплаты, доставку товаров и оформление возвратов. Основание: исполнение договора с вами.",
          "Отправка чека и уведомлений о статусе заказа на указанные вами адрес электронной почты или номер WhatsApp. Основание: исполнение договора, по вашей просьбе.",
          "Ведение аккаунта, способов входа, кешбэка KupiCoins, баланса gold и истории заказов. Основание: исполнение договора.",
          "Ответы на вопросы и претензии через службу поддержки. Основание: исполнение договора и наш законный интерес в решении вашей проблемы.",
          "Сбор отзывов для улучшения сервиса и публикация отзывов, чтобы помочь другим покупателям. Основание: ваше согласие, которое вы даёте, отправляя отзыв или оценку, и можете отозвать в любой момент.",
          "Обеспечение безопасности сервиса, предотвращение и расследование мошенничества, необоснованных чарджбэков и злоупотреблений аккаунтами с помощью технических журналов и данных заказов. Основание: законные интересы, а также требования закона, если они применимы.",
          "Анализ посещений страниц и входов в аккаунт, а также оценка того, какие партнёры и кампании приводят посетителей, чтобы улучшать сайт. Основание: законные интересы.",
          "Хранение сведений о сделках для бухгалтерского и налогового учёта и исполнение законных запросов государственных органов. Основание: исполнение обязанностей, установленных законом.",
        ],
      },
      {
        heading: "Cookie и локальное хранилище",
        paragraphs: [
          "Cookie — это небольшие файлы, которые браузер сохраняет на вашем устройстве; локальное хранилище (local storage) — аналогичная функция браузера. Мы используем их только для работы сайта, чтобы запоминать ваш выбор и понимать, откуда приходят посетители. Правовое основание — исполнение договора (для сессии входа) и законные интересы (для остального).",
          "Мы собираем статистику посещений страниц и входов в аккаунт, чтобы понимать, как используется сайт, и улучшать его. Мы не используем сторонние рекламные трекеры.",
          "Вы можете удалить или заблокировать cookie в настройках браузера, но без cookie сессии вы не сможете оставаться в аккаунте. Мы используем следующие cookie и записи в локальном хранилище:",
        ],
        list: [
          "access_token (cookie): сохраняет сессию, чтобы вы оставались в аккаунте. Срок действия — 365 дней. Cookie имеет флаг HttpOnly, поэтому скрипты на странице не могут его прочитать.",
          "signed_in (cookie): сообщает странице, что вы вошли в аккаунт, чтобы показать ваше имя вверху страницы. Содержит только цифру 1, без ваших данных и без ключа сессии. Срок действия — 365 дней, удаляется при выходе из аккаунта.",
          "locale (cookie): запоминает выбранный вами язык. Срок действия — 365 дней.",
          "admin_session (cookie): только для сотрудников {shopName} в консоли оператора, ставится после кода двухэтапной проверки. Действует не более 12 часов и заканчивается после 30 минут бездействия. Cookie имеет флаг HttpOnly.",
          "attribution (cookie): запоминает, какой партнёр или какая кампания привели вас в {shopName}. Устанавливается только в том случае, если открытая вами ссылка содержит utm-метки или партнёрские параметры. Срок действия — 30 дней, а для некоторых партнёрских ссылок — 90 дней.",
          "hide_support (cookie): устанавливается, когда сайт открыт из нашего приложения, чтобы виджет поддержки не показывался. Срок действия — 365 дней.",
          "invite_seen (cookie): запоминает, что приглашение создать аккаунт после первой покупки уже показывалось, чтобы оно не появлялось снова. Срок действия — 365 дней.",
          "survey_dismissed (cookie): запоминает, что вы закрыли приглашение пройти опрос, чтобы опрос больше не открывался сам. Срок действия — 365 дней.",
          "oauth_google и oauth_telegram (cookie): устанавливаются на время входа через Google или Telegram, чтобы убедиться, что вход начат на нашем сайте. Имеют флаг HttpOnly, действуют 10 минут и удаляются, как только вы возвращаетесь на сайт.",
          "Ключ состояния входа через Facebook (локальное хранилище): временные данные для защиты входа через Facebook; удаляется сразу после завершения входа.",
          "Предыдущая страница и восстановление страницы (хранилище сессии): запоминает страницу, на которой вы были до этого, чтобы работала ссылка «Назад», и отмечает автоматическую перезагрузку после обновления сайта. Удаляется при закрытии вкладки.",
        ],
      },
      {
        heading: "Кому мы передаём данные",
        paragraphs: [
          "Мы передаём персональные данные только в той мере, в какой это нужно для описанных выше целей. Поставщики услуг, обрабатывающие данные по нашему поручению, выступают обработчиками персональных данных и по договору обязаны обрабатывать их только по нашим указаниям, соблюдая конфиденциальность и безопасность. Платёжные провайдеры, издатели игр и сервисы входа также обрабатывают данные по своим собственным политикам конфиденциальности.",
          "Получатели ваших персональных данных:",
        ],
        list: [
          "Платёжные провайдеры (в России — ЮKassa): данные заказа и платежа, необходимые для проведения платежей и возвратов.",
          "Поставщики игровой валюты и издатели игр: только игровой ID с сервером или регионом — для проверки аккаунта и доставки товаров. Ваше имя, адрес электронной почты и номер телефона они не получают.",
          "Хостинг-провайдеры и поставщики инфраструктуры: хранят и обеспечивают работу наших систем, в том числе баз данных и журналов.",
          "Провайдеры сообщений: наш почтовый сервис и WhatsApp Cloud API — для отправки чеков, уведомлений о заказах и одноразовых кодов входа. Если вы пишете в поддержку через Telegram или WhatsApp, ваши сообщения также обрабатывает соответствующий сервис.",
          "Сервисы входа (Google, Telegram, WhatsApp и Facebook): для подтверждения вашей личности, когда вы выбираете вход через них.",
          "Государственные и правоохранительные органы: только если этого требует закон или на основании законного запроса, например решения суда.",
        ],
      },
      {
        heading: "Трансграничная передача данных",
        paragraphs: [
          "Некоторые наши поставщики услуг — хостинг, сервисы сообщений и входа, а также часть поставщиков игровой валюты — могут обрабатывать данные за пределами Индонезии. Если вы совершаете покупки не из Индонезии, ваши данные всё равно обрабатываем мы как оператор, зарегистрированный в Индонезии.",
          "В соответствии со статьёй 56 UU PDP перед передачей персональных данных за рубеж мы убеждаемся, что страна получателя обеспечивает уровень защиты не ниже, чем UU PDP. Если это не так, мы применяем надлежащие и обязательные для получателя гарантии, например договоры об обработке данных с условиями о защите данных. Если невозможно ни то, ни другое, мы сначала попросим вашего согласия.",
        ],
      },
      {
        heading: "Сроки хранения",
        paragraphs: [
          "Мы храним персональные данные только столько, сколько нужно для целей обработки или сколько требует закон. После этого данные удаляются или обезличиваются.",
          "Сроки хранения по видам данных:",
        ],
        list: [
          "Заказы и сведения о платежах: столько, сколько требуют законодательство о бухгалтерском учёте и налоговое законодательство, — до 10 лет. При удалении аккаунта эти записи хранятся в обезличенном виде и больше не связаны с вами.",
          "Данные аккаунта, балансы и история заказов: пока существует аккаунт, до его удаления.",
          "Технические журналы (IP-адрес, user agent и идентификатор запроса): ограниченное время, обычно до 90 дней, если только они не нужны дольше для расследования конкретного инцидента безопасности или мошенничества.",
          "Отзывы и оценки: до их удаления, например по вашей просьбе.",
          "Переписка со службой поддержки: столько, сколько нужно для рассмотрения вашего обращения и урегулирования связанных с ним споров.",
          "Cookie и локальное хранилище: в течение сроков, указанных в разделе «Cookie и локальное хранилище».",
        ],
      },
      {
        heading: "Безопасность",
        paragraphs: [
          "Мы применяем технические и организационные меры, соответствующие рискам, чтобы защитить ваши персональные данные от несанкционированного доступа, раскрытия, изменения и удаления.",
          "Полностью безрисковых систем не бывает. Если произойдёт утечка персональных данных, мы письменно уведомим вас и уполномоченный орган, как того требует UU PDP.",
          "В числе наших мер:",
        ],
        list: [
          "весь обмен данными между вашим браузером и {shopName} шифруется по протоколу HTTPS (TLS);",
          "токены сессий хранятся на наших серверах только в виде хешей, а не в исходном виде, а cookie сессии имеет флаг HttpOnly;",
          "доступ к персональным данным есть только у сотрудников и поставщиков услуг, которым он нужен для работы, и они обязаны соблюдать конфиденциальность;",
          "данные карт никогда не проходят через наши серверы и не хранятся на них;",
          "технические журналы используются для выявления подозрительной активности и попыток мошенничества.",
        ],
      },
      {
        heading: "Ваши права",
        paragraphs: [
          "Как субъект персональных данных, вы обладаете правами, гарантированными UU PDP. Чтобы воспользоваться ими, напишите на {supportEmail} — желательно с адреса электронной почты или контакта, связанного с вашим аккаунтом или заказом, — и укажите номер заказа или данные аккаунта. Прежде чем выполнить запрос, мы можем попросить дополнительные сведения, чтобы подтвердить вашу личность.",
          "Мы ответим бесплатно и в сроки, установленные UU PDP. В отдельных случаях, предусмотренных законом, например если данные необходимо хранить для налоговых целей, мы можем отказать в части запроса и объясним причину.",
          "Ваши права:",
        ],
        list: [
          "Право на информацию: знать, кто мы, на каком основании и с какой целью обрабатываются ваши данные и как они используются, — об этом рассказывает настоящая Политика.",
          "Право на доступ: получить доступ к своим персональным данным и их копию.",
          "Право на исправление: дополнить, обновить и исправить неточные или неполные персональные данные.",
          "Право на удаление: прекратить обработку и потребовать удаления или уничтожения своих персональных данных.",
          "Право на ограничение: приостановить или ограничить обработку своих персональных данных соразмерно её цели.",
          "Право на отзыв согласия: отозвать согласие на обработку, основанную на согласии. Отзыв не влияет на законность обработки, проведённой до него.",
          "Право на возражение: возразить против обработки на основании законных интересов, а также против решений, основанных исключительно на автоматизированной обработке, включая профилирование, которые влекут для вас юридические последствия или существенно на вас влияют.",
          "Право на переносимость данных: получить свои персональные данные в структурированном, общепринятом и машиночитаемом формате и потребовать передать их другому оператору.",
          "Право на жалобу: подать жалобу в орган, уполномоченный в сфере защиты персональных данных, а также обратиться в суд и получить возмещение ущерба за нарушения при обработке ваших данных в порядке, установленном законом. Рекомендуем сначала обратиться к нам — мы постараемся помочь.",
        ],
      },
      {
        heading: "Удаление аккаунта",
        paragraphs: [
          "Вы можете удалить аккаунт в любой момент на странице /delete-personal. Удаление окончательно, и отменить его нельзя.",
          "При удалении аккаунта мы удаляем сам аккаунт, все привязанные способы входа, все активные сессии и ваши персональные данные. Оставшиеся KupiCoins и баланс gold сгорают: их нельзя восстановить или вывести.",
          "Ваши заказы сохраняются в обезличенном виде, без связи с вами, поскольку мы обязаны хранить сведения о сделках для бухгалтерского и налогового учёта.",
          "Если вы не можете войти в аккаунт или хотите удалить данные, связанные с заказом без аккаунта, напишите нам на {supportEmail}.",
        ],
      },
      {
        heading: "Данные детей",
        paragraphs: [
          "Для обработки персональных данных детей требуется согласие родителя или иного законного представителя. Если вам нет 18 лет, оформлять заказы и входить в аккаунт {shopName} можно только с согласия родителя или законного представителя.",
          "Если вы родитель или законный представитель и узнали, что ваш ребёнок передал нам персональные данные без вашего согласия, напишите нам на {supportEmail}. Мы поможем удалить эти данные, за исключением тех, которые обязаны хранить по закону.",
        ],
      },
      {
        heading: "Изменения Политики",
        paragraphs: [
          "Мы можем время от времени обновлять настоящую Политику конфиденциальности, например в связи с изменениями сервиса, поставщиков услуг или законодательства. Действующая редакция всегда размещена на этой странице с датой вступления в силу.",
          "Если изменения существенно влияют на обработку ваших персональных данных, мы сообщим о них на сайте {shopName} или по указанным вами контактам до того, как они вступят в силу. Если для изменений требуется новое согласие, мы сначала его запросим.",
        ],
      },
      {
        heading: "Контакты",
        paragraphs: [
          "С вопросами о настоящей Политике или чтобы воспользоваться своими правами в отношении персональных данных, обращайтесь к {legalName} как к оператору персональных данных. Запросы об осуществлении прав лучше направлять по электронной почте, чтобы они были чётко зафиксированы.",
          "Наши контакты:",
        ],
        list: ["электронная почта: {supportEmail};", "Telegram-бот: {telegramBot};", "WhatsApp: {whatsappNumber}."],
      },
    ],
  },
  uz: {
    title: "Maxfiylik siyosati",
    description:
      "{shopName} o'yinlarni to'ldirishda shaxsiy ma'lumotlaringizni qanday yig'ishi, ishlatishi, saqlashi va himoya qilishi hamda Indoneziyaning shaxsiy ma'lumotlarni himoya qilish to'g'risidagi qonuni bo'yicha huquqlaringiz.",
    updated: "2026-11-29",
    intro: [
      "Ushbu Maxfiylik siyosati {shopName} operatori {legalName} (“biz”) siz {shopName} saytiga kirganingizda, buyurtma berganingizda, tizimga kirganingizda yoki qo'llab-quvvatlash xizmatiga murojaat qilganingizda shaxsiy ma'lumotlaringizni qanday yig'ishi, ishlatishi, saqlashi, boshqalarga berishi va himoya qilishini tushuntiradi.",
      "Siyosat Indoneziya Respublikasining Shaxsiy ma'lumotlarni himoya qilish to'g'risidagi 2022-yil 27-sonli Qonuni (Undang-Undang Pelindungan Data Pribadi, bundan keyin — “UU PDP”) va unga asosan qabul qilingan hujjatlar asosida tuzilgan. Uni Foydalanish shartlari va Saytdan foydalanish shartlari bilan birga o'qing. Savollaringiz bo'lsa, istalgan vaqtda {supportEmail} manziliga yozing.",
    ],
    sections: [
      {
        heading: "Shaxsiy ma'lumotlar operatori",
        paragraphs: [
          "{shopName} orqali qayta ishlanadigan shaxsiy ma'lumotlarning operatori (UU PDP atamasi bilan — Pengendali Data Pribadi) — {legalName} (STIR {registrationNumber}, manzil: {legalAddress}). Bu shuni anglatadiki, ma'lumotlaringizni qanday maqsadda va qanday usulda qayta ishlashni biz belgilaymiz va bu qayta ishlash uchun biz javobgarmiz.",
          "Siyosat barcha {shopName} foydalanuvchilariga — akkauntsiz xarid qiladiganlarga ham, tizimga kiradiganlarga ham, Indoneziya, O'zbekiston, Rossiya yoki boshqa mamlakatlardan bo'lishidan qat'i nazar — tatbiq etiladi. Shaxsiy ma'lumotlarni qayta ishlashimiz Indoneziya Respublikasi qonunchiligi, avvalo UU PDP bilan tartibga solinadi.",
          "Siyosat uchinchi tomon xizmatlariga — o'yinlarning o'ziga, to'lov provayderlariga va kirish xizmatlariga (Google, Telegram, WhatsApp va Facebook) tatbiq etilmaydi. Ular ma'lumotlaringizni o'zlarining maxfiylik siyosatlariga muvofiq qayta ishlaydi.",
        ],
      },
      {
        heading: "Qanday ma'lumotlarni qayta ishlaymiz",
        paragraphs: [
          "Biz faqat xizmat ishlashi uchun zarur bo'lgan ma'lumotlarni qayta ishlaymiz. To'ldirish uchun bizga o'yin akkauntingiz ID raqami kifoya. Biz hech qachon o'yin akkauntingiz parolini so'ramaymiz va bir martalik kodlaringizni ham hech qachon so'ramaymiz.",
          "Biz quyidagi shaxsiy ma'lumotlarni qayta ishlaymiz:",
        ],
        list: [
          "Buyurtmaning o'yin ma'lumotlari: siz kiritgan o'yin ID va server yoki hudud, shuningdek ID tekshirilganda noshir tizimi qaytaradigan o'yinchi taxallusi (nickname).",
          "Buyurtma ma'lumotlari: sotib olingan mahsulotlar, narxlar, to'lov usuli, buyurtma holati hamda buyurtma yaratilgan, to'langan va yetkazilgan vaqt.",
          "Chek uchun aloqa (ixtiyoriy): chek yuborishimiz uchun siz ko'rsatgan elektron pochta manzili yoki WhatsApp raqami.",
          "Akkaunt ma'lumotlari (tizimga kirsangiz): siz tanlagan kirish xizmatidan — Google, Telegram, WhatsApp (bir martalik kod orqali) yoki Facebook'dan — oladigan ma'lumotlarimiz. Bular ismingiz, agar berilsa elektron pochta manzilingiz va shu xizmatdagi foydalanuvchi identifikatoringiz; WhatsApp orqali kirsangiz, WhatsApp raqamingizni ham qayta ishlaymiz. Facebook elektron pochta manzilini har doim ham bermasligini akkauntga oling.",
          "Balanslar va tarix: KupiCoins keshbeki, gold balansi va buyurtmalaringiz tarixi.",
          "Fikr-mulohazalar va sharhlar: buyurtmaga qo'ygan yulduzcha bahoingiz, tanlagan sabablaringiz va izohingiz hamda siz yozgan sharhlar. Sharhlar aloqa ma'lumotlaringizsiz ommaga ko'rsatiladi.",
          "Qo'llab-quvvatlash xizmati bilan yozishmalar: saytdagi chat, elektron pochta, Telegram yoki WhatsApp orqali yuborgan xabarlaringiz, jumladan skrinshotlar yoki to'lov tasdiqlari, shuningdek siz yozgan aloqa manzili.",
          "Texnik ma'lumotlar: server jurnallarida qayd etiladigan IP manzil, user agent (brauzer va qurilma haqidagi ma'lumot) va so'rov identifikatori (request ID).",
          "To'lov holati: to'lov provayderidan olinadigan to'lov muvaffaqiyatli o'tgani, kutilayotgani, rad etilgani yoki qaytarilgani haqidagi ma'lumot.",
        ],
      },
      {
        heading: "To'lov va karta ma'lumotlari",
        paragraphs: [
          "To'lovlarni to'lov provayderlari amalga oshiradi; O'zbekistonda bizning to'lov provayderlarimiz — Click va Payme. Karta ma'lumotlarini Click yoki Payme sahifasida kiritasiz: karta raqami va CVV serverlarimizdan o'tmaydi.",
          "To'lov provayderidan biz faqat to'lov haqidagi ma'lumotni (raqami, summasi va holati) olamiz — ular to'lovingizni aniqlash va kerak bo'lsa, pulni qaytarish uchun ishlatiladi. Karta raqami va CVV ni biz olmaymiz va saqlamaymiz.",
          "To'lov ma'lumotlarining to'lov provayderi tomonidan qayta ishlanishi uning maxfiylik siyosati va to'lov sohasi qoidalari bilan tartibga solinadi.",
        ],
      },
      {
        heading: "Qayta ishlash maqsadlari va huquqiy asoslari",
        paragraphs: [
          "Biz shaxsiy ma'lumotlarni faqat aniq maqsadlarda va UU PDP ning 20-moddasida nazarda tutilgan huquqiy asoslarda qayta ishlaymiz. Qonuniy manfaatlarga tayanganimizda, ular sizning huquq va manfaatlaringiz bilan muvozanatda bo'lishini ta'minlaymiz. Biz shaxsiy ma'lumotlaringizni sotmaymiz.",
          "Qayta ishlash maqsadlari va ularning asoslari:",
        ],
        list: [
          "Buyurtmalarni qayta ishlash va bajarish, jumladan o'yin ID ni noshirda tekshirish, to'lovni qabul qilish, mahsulotni yetkazib berish va pulni qaytarish. Asos: siz bilan tuzilgan shartnomani bajarish.",
          "Siz ko'rsatgan elektron pochta yoki WhatsApp raqamiga chek va buyurtma holati haqida xabarlar yuborish. Asos: sizning so'rovingizga ko'ra shartnomani bajarish.",
          "Akkaunt, kirish usullari, KupiCoins keshbeki, gold balansi va buyurtmalar tarixini yuritish. Asos: shartnomani bajarish.",
          "Qo'llab-quvvatlash xizmati orqali savol va shikoyatlarga javob berish. Asos: shartnomani bajarish va muammoingizni hal qilishdagi qonuniy manfaatimiz.",
          "Xizmatni yaxshilash uchun fikr-mulohazalarni yig'ish va boshqa xaridorlarga yordam berish uchun sharhlarni ommaga ko'rsatish. Asos: fikr yoki sharh yuborganingizda bergan va istalgan vaqtda qaytarib olishingiz mumkin bo'lgan roziligingiz.",
          "Texnik jurnallar va buyurtma ma'lumotlari yordamida xizmat xavfsizligini ta'minlash, firibgarlik, asossiz chargeback va akkauntlarni suiiste'mol qilishning oldini olish va tekshirish. Asos: qonuniy manfaatlar, shuningdek qonun talablari (ular qo'llanilganda).",
          "Saytni yaxshilash uchun sahifalarga tashriflar va tizimga kirishlarni tahlil qilish hamda qaysi hamkorlar va kampaniyalar tashrif buyuruvchilarni olib kelishini o'lchash. Asos: qonuniy manfaatlar.",
          "Buxgalteriya va soliq akkaunti uchun bitimlar yozuvlarini saqlash hamda vakolatli organlarning qonuniy so'rovlarini bajarish. Asos: qonunda belgilangan majburiyatlarni bajarish.",
        ],
      },
      {
        heading: "Cookie-fayllar va mahalliy xotira",
        paragraphs: [
          "Cookie — brauzer qurilmangizda saqlaydigan kichik fayllar; mahalliy xotira (local storage) esa brauzerning shunga o'xshash funksiyasi. Biz ulardan faqat sayt ishlashi, tanlovlaringizni eslab qolish va tashrif buyuruvchilar qayerdan kelganini bilish uchun foydalanamiz. Huquqiy asos — shartnomani bajarish (kirish sessiyasi uchun) va qonuniy manfaatlar (qolganlari uchun).",
          "Sayt qanday ishlatilayotganini tushunish va uni yaxshilash uchun sahifalarga tashriflar va tizimga kirishlar statistikasini yuritamiz. Biz uchinchi tomonning reklama trekerlaridan foydalanmaymiz.",
          "Cookie-fayllarni brauzer sozlamalarida o'chirishingiz yoki bloklashingiz mumkin, ammo sessiya cookie'sisiz akkauntda qola olmaysiz. Biz quyidagi cookie-fayllar va mahalliy xotira yozuvlaridan foydalanamiz:",
        ],
        list: [
          "access_token (cookie): akkauntda qolishingiz uchun kirish sessiyasini saqlaydi. Amal qilish muddati — 365 kun. U HttpOnly belgisiga ega, shuning uchun sahifadagi skriptlar uni o'qiy olmaydi.",
          "signed_in (cookie): sahifaga akkauntga kirganingizni bildiradi, shunda ismingiz sahifa tepasida ko'rsatiladi. Unda faqat 1 raqami bor, ma'lumotlaringiz ham, sessiya kaliti ham yo'q. Amal qilish muddati — 365 kun, akkauntdan chiqqaningizda o'chiriladi.",
          "locale (cookie): siz tanlagan tilni eslab qoladi. Amal qilish muddati — 365 kun.",
          "admin_session (cookie): faqat {shopName} xodimlari uchun operator konsolida, ikki bosqichli tasdiqlash kodidan keyin o'rnatiladi. Ko'pi bilan 12 soat amal qiladi va 30 daqiqa foydalanilmasa tugaydi. U HttpOnly belgisiga ega.",
          "attribution (cookie): sizni {shopName} saytiga qaysi hamkor yoki kampaniya olib kelganini qayd etadi. U faqat siz ochgan havolada utm yoki hamkor parametrlari bo'lsagina o'rnatiladi. Amal qilish muddati — 30 kun, ayrim hamkor havolalari uchun esa 90 kun.",
          "hide_support (cookie): sayt ilovamizdan ochilganda qo'llab-quvvatlash vidjeti ko'rsatilmasligi uchun o'rnatiladi. Amal qilish muddati — 365 kun.",
          "invite_seen (cookie): birinchi xariddan keyin akkaunt ochish taklifi ko'rsatilganini eslab qoladi, shunda u qayta chiqmaydi. Amal qilish muddati — 365 kun.",
          "survey_dismissed (cookie): so'rovnoma taklifini yopganingizni eslab qoladi, shunda so'rovnoma o'z-o'zidan qayta ochilmaydi. Amal qilish muddati — 365 kun.",
          "oauth_google va oauth_telegram (cookie): Google yoki Telegram orqali kirayotganingizda kirish aynan saytimizda boshlanganini tekshirish uchun o'rnatiladi. Ular HttpOnly belgisiga ega, 10 daqiqa amal qiladi va saytga qaytishingiz bilanoq o'chiriladi.",
          "Facebook orqali kirish holati kaliti (mahalliy xotira): Facebook orqali kirishni himoya qiluvchi vaqtinchalik ma'lumot; kirish tugashi bilan darhol o'chiriladi.",
          "Oldingi sahifa va sahifani tiklash (sessiya xotirasi): “Orqaga” havolasi ishlashi uchun oldin qaysi sahifada bo'lganingizni eslab qoladi va sayt yangilangandan keyingi avtomatik qayta yuklashni qayd etadi. Brauzer varag'i yopilganda o'chiriladi.",
        ],
      },
      {
        heading: "Ma'lumotlarni kimga beramiz",
        paragraphs: [
          "Biz shaxsiy ma'lumotlarni faqat yuqorida ko'rsatilgan maqsadlar uchun zarur bo'lgan darajada boshqalarga beramiz. Ma'lumotlarni bizning nomimizdan qayta ishlovchi xizmat ko'rsatuvchilar shartnoma asosida ularni faqat ko'rsatmalarimizga muvofiq qayta ishlashi, maxfiyligi va xavfsizligini ta'minlashi shart. To'lov provayderlari, o'yin noshirlari va kirish xizmatlari ma'lumotlarni o'zlarining maxfiylik siyosatlari asosida ham qayta ishlaydi.",
          "Shaxsiy ma'lumotlaringizni oluvchilar:",
        ],
        list: [
          "To'lov provayderlari (O'zbekistonda — Click va Payme): to'lovlar va pulni qaytarish uchun zarur bo'lgan buyurtma va to'lov ma'lumotlari.",
          "O'yin valyutasi yetkazib beruvchilari va o'yin noshirlari: akkauntni tekshirish va mahsulotni yetkazib berish uchun faqat o'yin ID va uning serveri yoki hududi. Ular ismingiz, elektron pochta manzilingiz yoki telefon raqamingizni olmaydi.",
          "Xosting va infratuzilma provayderlari: tizimlarimizni, jumladan ma'lumotlar bazalari va jurnallarni saqlaydi va ishlashini ta'minlaydi.",
          "Xabar yuborish provayderlari: cheklar, buyurtma haqidagi xabarlar va bir martalik kirish kodlarini yuborish uchun elektron pochta xizmatimiz va WhatsApp Cloud API. Qo'llab-quvvatlash xizmatiga Telegram yoki WhatsApp orqali yozsangiz, xabarlaringizni tegishli xizmat ham qayta ishlaydi.",
          "Kirish xizmatlari (Google, Telegram, WhatsApp va Facebook): ular orqali kirishni tanlaganingizda shaxsingizni tasdiqlash uchun.",
          "Davlat va huquqni muhofaza qilish organlari: faqat qonun talab qilganda yoki qonuniy so'rov, masalan, sud qarori asosida.",
        ],
      },
      {
        heading: "Ma'lumotlarni xorijga uzatish",
        paragraphs: [
          "Ayrim xizmat ko'rsatuvchilarimiz, masalan, xosting, xabar yuborish va kirish xizmatlari hamda o'yin valyutasi yetkazib beruvchilarining bir qismi ma'lumotlarni Indoneziyadan tashqarida qayta ishlashi mumkin. Indoneziyadan tashqarida xarid qilsangiz ham, ma'lumotlaringizni Indoneziyada ro'yxatdan o'tgan operator sifatida biz qayta ishlaymiz.",
          "UU PDP ning 56-moddasiga muvofiq, shaxsiy ma'lumotlarni xorijga uzatishdan oldin qabul qiluvchi mamlakatdagi himoya darajasi UU PDP dagidan past emasligiga ishonch hosil qilamiz. Agar bunday bo'lmasa, yetarli va majburiy kafolatlarni, masalan, ma'lumotlarni himoya qilish shartlari bo'lgan ma'lumotlarni qayta ishlash shartnomalarini qo'llaymiz. Agar bularning hech biri imkonsiz bo'lsa, avval roziligingizni so'raymiz.",
        ],
      },
      {
        heading: "Saqlash muddatlari",
        paragraphs: [
          "Biz shaxsiy ma'lumotlarni faqat qayta ishlash maqsadi uchun kerak bo'lgan yoki qonun talab qiladigan muddat davomida saqlaymiz. Shundan so'ng ma'lumotlar o'chiriladi yoki anonimlashtiriladi.",
          "Ma'lumot turlari bo'yicha saqlash muddatlari:",
        ],
        list: [
          "Buyurtmalar va to'lov yozuvlari: buxgalteriya hisobi va soliq qonunchiligi talab qiladigan muddat davomida, ya'ni 10 yilgacha. Akkaunt o'chirilsa, bu yozuvlar anonimlashtirilgan holda saqlanadi va endi siz bilan bog'liq bo'lmaydi.",
          "Akkaunt ma'lumotlari, balanslar va buyurtmalar tarixi: akkaunt mavjud ekan, u o'chirilgunga qadar.",
          "Texnik jurnallar (IP manzil, user agent va so'rov identifikatori): cheklangan muddat, odatda 90 kungacha, agar aniq bir xavfsizlik yoki firibgarlik hodisasini tekshirish uchun uzoqroq kerak bo'lmasa.",
          "Fikr-mulohazalar va sharhlar: ular o'chirilgunga qadar, masalan, sizning so'rovingiz bo'yicha.",
          "Qo'llab-quvvatlash xizmati bilan yozishmalar: murojaatingizni ko'rib chiqish va unga bog'liq nizolarni hal qilish uchun kerak bo'lgan muddat davomida.",
          "Cookie-fayllar va mahalliy xotira: “Cookie-fayllar va mahalliy xotira” bo'limida ko'rsatilgan muddatlar davomida.",
        ],
      },
      {
        heading: "Xavfsizlik",
        paragraphs: [
          "Shaxsiy ma'lumotlaringizni ruxsatsiz kirish, oshkor qilish, o'zgartirish va o'chirishdan himoya qilish uchun xavflarga mos texnik va tashkiliy choralarni qo'llaymiz.",
          "Hech bir tizim to'liq xavfsiz emas. Agar shaxsiy ma'lumotlar sizib chiqsa, UU PDP talabiga muvofiq sizni va vakolatli organni yozma ravishda xabardor qilamiz.",
          "Choralarimiz qatorida:",
        ],
        list: [
          "brauzeringiz va {shopName} o'rtasidagi barcha ma'lumotlar almashinuvi HTTPS (TLS) orqali shifrlanadi;",
          "sessiya tokenlari serverlarimizda asl ko'rinishida emas, faqat xesh ko'rinishida saqlanadi, sessiya cookie'si esa HttpOnly belgisiga ega;",
          "shaxsiy ma'lumotlarga faqat ish uchun zarur bo'lgan xodimlar va xizmat ko'rsatuvchilar kira oladi va ular maxfiylikni saqlashi shart;",
          "karta ma'lumotlari hech qachon serverlarimizdan o'tmaydi va ularda saqlanmaydi;",
          "texnik jurnallar shubhali faollik va firibgarlik urinishlarini aniqlash uchun ishlatiladi.",
        ],
      },
      {
        heading: "Sizning huquqlaringiz",
        paragraphs: [
          "Shaxsiy ma'lumotlar subyekti sifatida siz UU PDP kafolatlagan huquqlarga egasiz. Ulardan foydalanish uchun {supportEmail} manziliga — iloji bo'lsa, akkauntingiz yoki buyurtmangiz bilan bog'langan elektron pochta yoki aloqa manzilidan — yozing va buyurtma raqami yoki akkaunt ma'lumotlarini ko'rsating. So'rovni bajarishdan oldin shaxsingizni tasdiqlash uchun qo'shimcha ma'lumot so'rashimiz mumkin.",
          "Biz bepul va UU PDP da belgilangan muddatlarda javob beramiz. Qonunda nazarda tutilgan ayrim hollarda, masalan, ma'lumotlarni soliq maqsadlarida saqlashimiz shart bo'lsa, so'rovning bir qismini rad etishimiz mumkin va sababini tushuntiramiz.",
          "Sizning huquqlaringiz:",
        ],
        list: [
          "Axborot olish huquqi: biz kimligimiz, ma'lumotlaringiz qanday asosda va maqsadda qayta ishlanishi va qanday ishlatilishini bilish — bu haqda ushbu Siyosatda aytilgan.",
          "Kirish huquqi: shaxsiy ma'lumotlaringizga kirish va ularning nusxasini olish.",
          "Tuzatish huquqi: noto'g'ri yoki to'liq bo'lmagan shaxsiy ma'lumotlarni to'ldirish, yangilash va tuzatish.",
          "O'chirish huquqi: qayta ishlashni to'xtatish va shaxsiy ma'lumotlaringizni o'chirish yoki yo'q qilishni talab qilish.",
          "Cheklash huquqi: shaxsiy ma'lumotlaringizni qayta ishlashni uning maqsadiga mutanosib ravishda to'xtatib turish yoki cheklash.",
          "Rozilikni qaytarib olish huquqi: rozilikka asoslangan qayta ishlashga bergan roziligingizni qaytarib olish. Bu undan oldin amalga oshirilgan qayta ishlashning qonuniyligiga ta'sir qilmaydi.",
          "E'tiroz bildirish huquqi: qonuniy manfaatlarga asoslangan qayta ishlashga, shuningdek siz uchun huquqiy oqibatlarga olib keladigan yoki sizga jiddiy ta'sir ko'rsatadigan, faqat avtomatlashtirilgan qayta ishlashga, jumladan profillashtirishga asoslangan qarorlarga e'tiroz bildirish.",
          "Ma'lumotlarni ko'chirish huquqi: shaxsiy ma'lumotlaringizni tuzilgan, keng qo'llaniladigan va mashina o'qiy oladigan formatda olish hamda ularni boshqa operatorga uzatishni talab qilish.",
          "Shikoyat qilish huquqi: shaxsiy ma'lumotlarni himoya qilish bo'yicha vakolatli organga shikoyat berish, shuningdek ma'lumotlaringizni qayta ishlashdagi qoidabuzarliklar uchun qonunda belgilangan tartibda sudga murojaat qilish va zararni undirish. Avval bizga murojaat qilishingizni tavsiya qilamiz — yordam berishga harakat qilamiz.",
        ],
      },
      {
        heading: "Akkauntni o'chirish",
        paragraphs: [
          "Akkauntingizni istalgan vaqtda /delete-personal sahifasida o'chirishingiz mumkin. O'chirish butunlay amalga oshiriladi va uni bekor qilib bo'lmaydi.",
          "Akkaunt o'chirilganda biz akkauntning o'zini, unga ulangan barcha kirish usullarini, barcha faol sessiyalarni va shaxsiy ma'lumotlaringizni o'chiramiz. Qolgan KupiCoins va gold balansi yo'qoladi: ularni tiklab ham, naqd pulga aylantirib ham bo'lmaydi.",
          "Buyurtmalaringiz siz bilan bog'lanmagan holda, anonimlashtirilgan ko'rinishda saqlanadi, chunki biz bitimlar yozuvlarini buxgalteriya va soliq akkaunti uchun saqlashimiz shart.",
          "Agar akkauntga kira olmasangiz yoki akkauntsiz berilgan buyurtmaga bog'liq ma'lumotlarni o'chirmoqchi bo'lsangiz, {supportEmail} manziliga yozing.",
        ],
      },
      {
        heading: "Bolalarning ma'lumotlari",
        paragraphs: [
          "Bolalarning shaxsiy ma'lumotlarini qayta ishlash uchun ota-ona yoki vasiyning roziligi talab qilinadi. Agar siz 18 yoshga to'lmagan bo'lsangiz, {shopName} saytida buyurtma berish va akkauntga kirish faqat ota-onangiz yoki vasiyingizning roziligi bilan mumkin.",
          "Agar siz ota-ona yoki vasiy bo'lsangiz va farzandingiz roziligingizsiz bizga shaxsiy ma'lumotlarini berganini bilsangiz, {supportEmail} manziliga yozing. Qonunga ko'ra saqlashimiz shart bo'lgan ma'lumotlardan tashqari, bu ma'lumotlarni o'chirishga yordam beramiz.",
        ],
      },
      {
        heading: "Siyosatdagi o'zgarishlar",
        paragraphs: [
          "Biz ushbu Maxfiylik siyosatini vaqti-vaqti bilan yangilashimiz mumkin, masalan, xizmatimiz, xizmat ko'rsatuvchilarimiz yoki qonunchilik o'zgarganda. Amaldagi tahrir har doim ushbu sahifada kuchga kirgan sanasi bilan birga e'lon qilinadi.",
          "Agar o'zgarishlar shaxsiy ma'lumotlaringizni qayta ishlashimizga jiddiy ta'sir qilsa, ular kuchga kirishidan oldin bu haqda {shopName} saytida yoki siz ko'rsatgan aloqa manzillari orqali xabar beramiz. Agar o'zgarish uchun yangi rozilik kerak bo'lsa, avval uni so'raymiz.",
        ],
      },
      {
        heading: "Biz bilan bog'lanish",
        paragraphs: [
          "Ushbu Siyosat bo'yicha savollaringiz bo'lsa yoki shaxsiy ma'lumotlaringizga oid huquqlardan foydalanmoqchi bo'lsangiz, shaxsiy ma'lumotlar operatori sifatida {legalName} kompaniyasiga murojaat qiling. Huquqlardan foydalanish bo'yicha so'rovlarni aniq qayd etilishi uchun elektron pochta orqali yuborgan ma'qul.",
          "Aloqa manzillarimiz:",
        ],
        list: ["elektron pochta: {supportEmail};", "Telegram-bot: {telegramBot};", "WhatsApp: {whatsappNumber}."],
      },
    ],
  },
};
