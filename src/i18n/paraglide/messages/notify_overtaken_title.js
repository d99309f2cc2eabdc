import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ competition: NonNullable<unknown> }} Notify_Overtaken_TitleInputs */

const en_notify_overtaken_title = /** @type {(inputs: Notify_Overtaken_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You were overtaken in ${i?.competition}`)
};

const es_notify_overtaken_title = /** @type {(inputs: Notify_Overtaken_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te han adelantado en ${i?.competition}`)
};

const fr_notify_overtaken_title = /** @type {(inputs: Notify_Overtaken_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez été dépassé dans ${i?.competition}`)
};

const it_notify_overtaken_title = /** @type {(inputs: Notify_Overtaken_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sei stato superato in ${i?.competition}`)
};

const pt_notify_overtaken_title = /** @type {(inputs: Notify_Overtaken_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foi ultrapassado em ${i?.competition}`)
};

const el_notify_overtaken_title = /** @type {(inputs: Notify_Overtaken_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Σας ξεπέρασαν στον αγώνα ${i?.competition}`)
};

const hr_notify_overtaken_title = /** @type {(inputs: Notify_Overtaken_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prestignuti ste na natjecanju ${i?.competition}`)
};

/**
* | output |
* | --- |
* | "You were overtaken in {competition}" |
*
* @param {Notify_Overtaken_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_overtaken_title = /** @type {((inputs: Notify_Overtaken_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Overtaken_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_overtaken_title(inputs)
	if (locale === "fr") return fr_notify_overtaken_title(inputs)
	if (locale === "it") return it_notify_overtaken_title(inputs)
	if (locale === "pt") return pt_notify_overtaken_title(inputs)
	if (locale === "el") return el_notify_overtaken_title(inputs)
	if (locale === "hr") return hr_notify_overtaken_title(inputs)
	return en_notify_overtaken_title(inputs)
});