import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Scan_ItInputs */

const en_join_scan_it = /** @type {(inputs: Join_Scan_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or let them scan it from this screen:`)
};

const es_join_scan_it = /** @type {(inputs: Join_Scan_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O deja que lo escaneen desde esta pantalla:`)
};

const fr_join_scan_it = /** @type {(inputs: Join_Scan_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou faites-le scanner depuis cet écran :`)
};

const it_join_scan_it = /** @type {(inputs: Join_Scan_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oppure fallo inquadrare da questo schermo:`)
};

const pt_join_scan_it = /** @type {(inputs: Join_Scan_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou deixe que o leiam diretamente aqui:`)
};

const el_join_scan_it = /** @type {(inputs: Join_Scan_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ή αφήστε τους να το σαρώσουν από αυτή την οθόνη:`)
};

const hr_join_scan_it = /** @type {(inputs: Join_Scan_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ili neka ga skeniraju s ovog zaslona:`)
};

/**
* | output |
* | --- |
* | "Or let them scan it from this screen:" |
*
* @param {Join_Scan_ItInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_scan_it = /** @type {((inputs?: Join_Scan_ItInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Scan_ItInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_scan_it(inputs)
	if (locale === "fr") return fr_join_scan_it(inputs)
	if (locale === "it") return it_join_scan_it(inputs)
	if (locale === "pt") return pt_join_scan_it(inputs)
	if (locale === "el") return el_join_scan_it(inputs)
	if (locale === "hr") return hr_join_scan_it(inputs)
	return en_join_scan_it(inputs)
});