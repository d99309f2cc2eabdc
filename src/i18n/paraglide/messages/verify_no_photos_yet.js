import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_No_Photos_YetInputs */

const en_verify_no_photos_yet = /** @type {(inputs: Verify_No_Photos_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This catch has no photos yet.`)
};

const es_verify_no_photos_yet = /** @type {(inputs: Verify_No_Photos_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta captura aún no tiene fotos.`)
};

const fr_verify_no_photos_yet = /** @type {(inputs: Verify_No_Photos_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette prise n’a pas encore de photo.`)
};

const it_verify_no_photos_yet = /** @type {(inputs: Verify_No_Photos_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questa cattura non ha ancora foto.`)
};

const pt_verify_no_photos_yet = /** @type {(inputs: Verify_No_Photos_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta captura ainda não tem fotos.`)
};

const el_verify_no_photos_yet = /** @type {(inputs: Verify_No_Photos_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή η ψαριά δεν έχει ακόμη φωτογραφίες.`)
};

const hr_verify_no_photos_yet = /** @type {(inputs: Verify_No_Photos_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ovaj ulov još nema fotografija.`)
};

/**
* | output |
* | --- |
* | "This catch has no photos yet." |
*
* @param {Verify_No_Photos_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_no_photos_yet = /** @type {((inputs?: Verify_No_Photos_YetInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_No_Photos_YetInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_no_photos_yet(inputs)
	if (locale === "fr") return fr_verify_no_photos_yet(inputs)
	if (locale === "it") return it_verify_no_photos_yet(inputs)
	if (locale === "pt") return pt_verify_no_photos_yet(inputs)
	if (locale === "el") return el_verify_no_photos_yet(inputs)
	if (locale === "hr") return hr_verify_no_photos_yet(inputs)
	return en_verify_no_photos_yet(inputs)
});