import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Kind_Competition_OvertakenInputs */

const en_notify_kind_competition_overtaken = /** @type {(inputs: Notify_Kind_Competition_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone overtakes your entry in a competition’s top 10`)
};

const es_notify_kind_competition_overtaken = /** @type {(inputs: Notify_Kind_Competition_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien adelanta a tu inscripción en el top 10 de una competición`)
};

const fr_notify_kind_competition_overtaken = /** @type {(inputs: Notify_Kind_Competition_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un dépasse votre inscription dans le top 10 d’une compétition`)
};

const it_notify_kind_competition_overtaken = /** @type {(inputs: Notify_Kind_Competition_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualcuno supera la tua iscrizione nella top 10 di una gara`)
};

const pt_notify_kind_competition_overtaken = /** @type {(inputs: Notify_Kind_Competition_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguém ultrapassa a sua inscrição no top 10 de uma competição`)
};

const el_notify_kind_competition_overtaken = /** @type {(inputs: Notify_Kind_Competition_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κάποιος ξεπερνά τη συμμετοχή σας στην πρώτη δεκάδα ενός αγώνα`)
};

const hr_notify_kind_competition_overtaken = /** @type {(inputs: Notify_Kind_Competition_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Netko prestigne vašu prijavu među prvih 10 na natjecanju`)
};

/**
* | output |
* | --- |
* | "Someone overtakes your entry in a competition’s top 10" |
*
* @param {Notify_Kind_Competition_OvertakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_competition_overtaken = /** @type {((inputs?: Notify_Kind_Competition_OvertakenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Competition_OvertakenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_kind_competition_overtaken(inputs)
	if (locale === "fr") return fr_notify_kind_competition_overtaken(inputs)
	if (locale === "it") return it_notify_kind_competition_overtaken(inputs)
	if (locale === "pt") return pt_notify_kind_competition_overtaken(inputs)
	if (locale === "el") return el_notify_kind_competition_overtaken(inputs)
	if (locale === "hr") return hr_notify_kind_competition_overtaken(inputs)
	return en_notify_kind_competition_overtaken(inputs)
});