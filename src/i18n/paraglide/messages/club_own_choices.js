import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Club_Own_ChoicesInputs */

const en_club_own_choices = /** @type {(inputs: Club_Own_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People may choose their own units, time zone and language on their account page; these apply to everyone else.`)
};

const es_club_own_choices = /** @type {(inputs: Club_Own_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada persona puede elegir sus unidades, zona horaria e idioma en la página de su cuenta; estos ajustes valen para los demás.`)
};

const fr_club_own_choices = /** @type {(inputs: Club_Own_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chacun peut choisir ses unités, son fuseau horaire et sa langue sur la page de son compte ; ces réglages valent pour tous les autres.`)
};

const it_club_own_choices = /** @type {(inputs: Club_Own_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ognuno può scegliere unità, fuso orario e lingua nella pagina del proprio account; queste impostazioni valgono per tutti gli altri.`)
};

const pt_club_own_choices = /** @type {(inputs: Club_Own_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada pessoa pode escolher as suas unidades, fuso horário e idioma na página da conta; estas definições valem para todos os outros.`)
};

const el_club_own_choices = /** @type {(inputs: Club_Own_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο καθένας μπορεί να επιλέξει δικές του μονάδες, ζώνη ώρας και γλώσσα στη σελίδα του λογαριασμού του· αυτές οι ρυθμίσεις ισχύουν για όλους τους άλλους.`)
};

const hr_club_own_choices = /** @type {(inputs: Club_Own_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Svatko može odabrati vlastite mjerne jedinice, vremensku zonu i jezik na stranici svog računa; ove postavke vrijede za sve ostale.`)
};

/**
* | output |
* | --- |
* | "People may choose their own units, time zone and language on their account page; these apply to everyone else." |
*
* @param {Club_Own_ChoicesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const club_own_choices = /** @type {((inputs?: Club_Own_ChoicesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Own_ChoicesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_club_own_choices(inputs)
	if (locale === "fr") return fr_club_own_choices(inputs)
	if (locale === "it") return it_club_own_choices(inputs)
	if (locale === "pt") return pt_club_own_choices(inputs)
	if (locale === "el") return el_club_own_choices(inputs)
	if (locale === "hr") return hr_club_own_choices(inputs)
	return en_club_own_choices(inputs)
});