import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Kind_Club_DigestInputs */

const en_notify_kind_club_digest = /** @type {(inputs: Notify_Kind_Club_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A weekly digest of the club’s activity (admins)`)
};

const es_notify_kind_club_digest = /** @type {(inputs: Notify_Kind_Club_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un resumen semanal de la actividad del club (administradores)`)
};

const fr_notify_kind_club_digest = /** @type {(inputs: Notify_Kind_Club_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un résumé hebdomadaire de l’activité du club (administrateurs)`)
};

const it_notify_kind_club_digest = /** @type {(inputs: Notify_Kind_Club_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un riepilogo settimanale dell’attività del club (amministratori)`)
};

const pt_notify_kind_club_digest = /** @type {(inputs: Notify_Kind_Club_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um resumo semanal da atividade do clube (administradores)`)
};

const el_notify_kind_club_digest = /** @type {(inputs: Notify_Kind_Club_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια εβδομαδιαία σύνοψη της δραστηριότητας του συλλόγου (διαχειριστές)`)
};

const hr_notify_kind_club_digest = /** @type {(inputs: Notify_Kind_Club_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tjedni pregled aktivnosti kluba (administratori)`)
};

/**
* | output |
* | --- |
* | "A weekly digest of the club’s activity (admins)" |
*
* @param {Notify_Kind_Club_DigestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_club_digest = /** @type {((inputs?: Notify_Kind_Club_DigestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Club_DigestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_kind_club_digest(inputs)
	if (locale === "fr") return fr_notify_kind_club_digest(inputs)
	if (locale === "it") return it_notify_kind_club_digest(inputs)
	if (locale === "pt") return pt_notify_kind_club_digest(inputs)
	if (locale === "el") return el_notify_kind_club_digest(inputs)
	if (locale === "hr") return hr_notify_kind_club_digest(inputs)
	return en_notify_kind_club_digest(inputs)
});