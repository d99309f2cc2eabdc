import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Gap_Not_This_CatchInputs */

const en_verify_gap_not_this_catch = /** @type {(inputs: Verify_Gap_Not_This_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a cited photo is not a photo of this catch`)
};

const es_verify_gap_not_this_catch = /** @type {(inputs: Verify_Gap_Not_This_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una foto citada no es de esta captura`)
};

const fr_verify_gap_not_this_catch = /** @type {(inputs: Verify_Gap_Not_This_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`une photo citée n’est pas de cette prise`)
};

const it_verify_gap_not_this_catch = /** @type {(inputs: Verify_Gap_Not_This_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una foto indicata non è di questa cattura`)
};

const pt_verify_gap_not_this_catch = /** @type {(inputs: Verify_Gap_Not_This_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`uma foto indicada não é desta captura`)
};

const el_verify_gap_not_this_catch = /** @type {(inputs: Verify_Gap_Not_This_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`μια φωτογραφία που δηλώθηκε δεν είναι αυτής της ψαριάς`)
};

const hr_verify_gap_not_this_catch = /** @type {(inputs: Verify_Gap_Not_This_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`navedena fotografija nije s ovog ulova`)
};

/**
* | output |
* | --- |
* | "a cited photo is not a photo of this catch" |
*
* @param {Verify_Gap_Not_This_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_not_this_catch = /** @type {((inputs?: Verify_Gap_Not_This_CatchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Not_This_CatchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_gap_not_this_catch(inputs)
	if (locale === "fr") return fr_verify_gap_not_this_catch(inputs)
	if (locale === "it") return it_verify_gap_not_this_catch(inputs)
	if (locale === "pt") return pt_verify_gap_not_this_catch(inputs)
	if (locale === "el") return el_verify_gap_not_this_catch(inputs)
	if (locale === "hr") return hr_verify_gap_not_this_catch(inputs)
	return en_verify_gap_not_this_catch(inputs)
});