import type { Localized } from "../../core/catalog/types";

/**
 * Steps of the "how to find your ID" guides that several games word the same way, in the four
 * languages. A game lists them among its own steps: `GUIDE_STEPS.uidAndServer.en`.
 */
export const GUIDE_STEPS = {
  /** Games with a UID and a server list (HoYoverse, Tower of Fantasy, Love and Deepspace): the last step. */
  uidAndServer: {
    id: "Masukkan UID di halaman ini dan pilih server yang sama.",
    en: "Enter the UID on this page and choose the same server.",
    ru: "Введите UID на этой странице и выберите тот же сервер.",
    uz: "UID ni shu sahifaga kiriting va xuddi shu serverni tanlang.",
  },
  /** Honor of Kings, Magic Chess: Go Go, Wild Rift, Delta Force. */
  lobbyProfilePicture: {
    id: "Ketuk foto profil di pojok kiri atas lobi.",
    en: "Tap your profile picture in the top-left corner of the lobby.",
    ru: "Нажмите на аватар в левом верхнем углу лобби.",
    uz: "Lobbining chap yuqori burchagidagi profil rasmingizga bosing.",
  },
  /** PUBG Mobile, Call of Duty: Mobile. */
  lobbyAvatar: {
    id: "Ketuk avatar Anda di pojok kiri atas lobi untuk membuka profil.",
    en: "Tap your avatar in the top-left corner of the lobby to open your profile.",
    ru: "Нажмите на аватар в левом верхнем углу лобби, чтобы открыть профиль.",
    uz: "Profilni ochish uchun lobbining chap yuqori burchagidagi avatarni bosing.",
  },
  /** PUBG Mobile, Blood Strike, Arena Breakout. */
  copyIdIcon: {
    id: "Ketuk ikon salin di sebelah ID, lalu tempel ke kolom ID di halaman ini.",
    en: "Tap the copy icon next to it and paste it into the ID field on this page.",
    ru: "Нажмите значок копирования рядом с ним и вставьте ID в поле на этой странице.",
    uz: "Yonidagi nusxalash belgisini bosing va ID ni shu sahifadagi maydonga qo'ying.",
  },
  /** Marvel Rivals, NIKKE. */
  uidOnProfileCard: {
    id: "Lihat deretan angka UID di kartu profil Anda.",
    en: "Find the UID number on your profile card.",
    ru: "Найдите число UID на карточке профиля.",
    uz: "Profil kartasidagi UID raqamini toping.",
  },
  /** Moonton's User ID and Zone ID (Mobile Legends, Magic Chess: Go Go). */
  userAndZoneId: {
    id: "Salin kedua angka itu ke kolom User ID dan Zone ID di halaman ini.",
    en: "Copy both numbers into the User ID and Zone ID fields on this page.",
    ru: "Скопируйте оба числа в поля User ID и Zone ID на этой странице.",
    uz: "Ikkala raqamni shu sahifadagi User ID va Zone ID maydonlariga ko'chiring.",
  },
} satisfies Record<string, Localized>;
