import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scope_Club_WriteInputs */

const en_scope_club_write = /** @type {(inputs: Scope_Club_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the club’s settings: name, time zone, units, language, seasons, joining (admins)`)
};

const es_scope_club_write = /** @type {(inputs: Scope_Club_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar los ajustes del club: nombre, zona horaria, unidades, idioma, temporadas, altas (administradores)`)
};

const fr_scope_club_write = /** @type {(inputs: Scope_Club_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier les réglages du club : nom, fuseau horaire, unités, langue, saisons, adhésions (administrateurs)`)
};

const it_scope_club_write = /** @type {(inputs: Scope_Club_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiare le impostazioni del club: nome, fuso orario, unità, lingua, stagioni, iscrizioni (amministratori)`)
};

const pt_scope_club_write = /** @type {(inputs: Scope_Club_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterar as configurações do clube: nome, fuso horário, unidades, idioma, temporadas, adesões (administradores)`)
};

const el_scope_club_write = /** @type {(inputs: Scope_Club_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να αλλάζει τις ρυθμίσεις του συλλόγου: όνομα, ζώνη ώρας, μονάδες, γλώσσα, περιόδους, εγγραφές (διαχειριστές)`)
};

const hr_scope_club_write = /** @type {(inputs: Scope_Club_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mijenjati postavke kluba: naziv, vremensku zonu, jedinice, jezik, sezone, učlanjivanje (administratori)`)
};

/**
* | output |
* | --- |
* | "Change the club’s settings: name, time zone, units, language, seasons, joining (admins)" |
*
* @param {Scope_Club_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_club_write = /** @type {((inputs?: Scope_Club_WriteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Club_WriteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_scope_club_write(inputs)
	if (locale === "fr") return fr_scope_club_write(inputs)
	if (locale === "it") return it_scope_club_write(inputs)
	if (locale === "pt") return pt_scope_club_write(inputs)
	if (locale === "el") return el_scope_club_write(inputs)
	if (locale === "hr") return hr_scope_club_write(inputs)
	return en_scope_club_write(inputs)
});