import type { Localized } from "../../core/catalog/types";

/** What Arena Breakout (mobile) and Arena Breakout: Infinite (PC) share: the Bonds and the two pass tiers. */
export const ARENA_BREAKOUT = {
  bondsUnit: {
    id: "{amount, number} Bonds",
    en: "{amount, plural, one {# Bond} other {# Bonds}}",
    ru: "{amount, number} Bonds",
    uz: "{amount, number} Bonds",
  },
  advancedPassTitle: {
    id: "Battle Pass Lanjutan (Advanced)",
    en: "Advanced Battle Pass",
    ru: "Advanced Battle Pass (продвинутый пропуск)",
    uz: "Advanced Battle Pass (kengaytirilgan pass)",
  },
  premiumPassTitle: {
    id: "Battle Pass Premium",
    en: "Premium Battle Pass",
    ru: "Premium Battle Pass (премиум-пропуск)",
    uz: "Premium Battle Pass (premium pass)",
  },
  premiumPassDescription: {
    id: "Semua isi Advanced Battle Pass season ini, ditambah level pass instan dan hadiah eksklusif Premium.",
    en: "Everything in this season's Advanced Battle Pass, plus instant pass levels and exclusive Premium rewards.",
    ru: "Всё содержимое Advanced Battle Pass текущего сезона, а также мгновенные уровни пропуска и эксклюзивные награды Premium.",
    uz: "Joriy mavsumdagi Advanced Battle Pass ning hammasi, shuningdek darhol beriladigan pass darajalari va Premium eksklyuziv mukofotlari.",
  },
} satisfies Record<string, Localized>;
