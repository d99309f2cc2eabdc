import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Guide_Title_QuickstartInputs */

const en_guide_title_quickstart = /** @type {(inputs: Guide_Title_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quickstart: a key, a first catch, a first webhook`)
};

const es_guide_title_quickstart = /** @type {(inputs: Guide_Title_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guía rápida: una clave, una primera captura, un primer webhook`)
};

const fr_guide_title_quickstart = /** @type {(inputs: Guide_Title_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Démarrage rapide : une clé, une première prise, un premier webhook`)
};

const it_guide_title_quickstart = /** @type {(inputs: Guide_Title_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guida rapida: una chiave, una prima cattura, un primo webhook`)
};

const pt_guide_title_quickstart = /** @type {(inputs: Guide_Title_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guia rápido: uma chave, uma primeira captura, um primeiro webhook`)
};

const el_guide_title_quickstart = /** @type {(inputs: Guide_Title_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Γρήγορη εκκίνηση: ένα κλειδί, μια πρώτη αλίευση, ένα πρώτο webhook`)
};

const hr_guide_title_quickstart = /** @type {(inputs: Guide_Title_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brzi početak: ključ, prvi ulov, prvi webhook`)
};

/**
* | output |
* | --- |
* | "Quickstart: a key, a first catch, a first webhook" |
*
* @param {Guide_Title_QuickstartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_title_quickstart = /** @type {((inputs?: Guide_Title_QuickstartInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_QuickstartInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_guide_title_quickstart(inputs)
	if (locale === "fr") return fr_guide_title_quickstart(inputs)
	if (locale === "it") return it_guide_title_quickstart(inputs)
	if (locale === "pt") return pt_guide_title_quickstart(inputs)
	if (locale === "el") return el_guide_title_quickstart(inputs)
	if (locale === "hr") return hr_guide_title_quickstart(inputs)
	return en_guide_title_quickstart(inputs)
});