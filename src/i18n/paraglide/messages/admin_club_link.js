import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Club_LinkInputs */

const en_admin_club_link = /** @type {(inputs: Admin_Club_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The club: name, time zone, units, language, seasons, joining`)
};

const es_admin_club_link = /** @type {(inputs: Admin_Club_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El club: nombre, zona horaria, unidades, idioma, temporadas, altas`)
};

const fr_admin_club_link = /** @type {(inputs: Admin_Club_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le club : nom, fuseau horaire, unités, langue, saisons, adhésions`)
};

const it_admin_club_link = /** @type {(inputs: Admin_Club_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il club: nome, fuso orario, unità, lingua, stagioni, iscrizioni`)
};

const pt_admin_club_link = /** @type {(inputs: Admin_Club_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O clube: nome, fuso horário, unidades, idioma, épocas, adesões`)
};

const el_admin_club_link = /** @type {(inputs: Admin_Club_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο σύλλογος: όνομα, ζώνη ώρας, μονάδες, γλώσσα, σεζόν, εγγραφές`)
};

const hr_admin_club_link = /** @type {(inputs: Admin_Club_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klub: naziv, vremenska zona, jedinice, jezik, sezone, učlanjivanje`)
};

/**
* | output |
* | --- |
* | "The club: name, time zone, units, language, seasons, joining" |
*
* @param {Admin_Club_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const admin_club_link = /** @type {((inputs?: Admin_Club_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Club_LinkInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_club_link(inputs)
	if (locale === "fr") return fr_admin_club_link(inputs)
	if (locale === "it") return it_admin_club_link(inputs)
	if (locale === "pt") return pt_admin_club_link(inputs)
	if (locale === "el") return el_admin_club_link(inputs)
	if (locale === "hr") return hr_admin_club_link(inputs)
	return en_admin_club_link(inputs)
});