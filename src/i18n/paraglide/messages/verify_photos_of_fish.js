import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Photos_Of_FishInputs */

const en_verify_photos_of_fish = /** @type {(inputs: Verify_Photos_Of_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos of the fish`)
};

const es_verify_photos_of_fish = /** @type {(inputs: Verify_Photos_Of_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos del pez`)
};

const fr_verify_photos_of_fish = /** @type {(inputs: Verify_Photos_Of_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos du poisson`)
};

const it_verify_photos_of_fish = /** @type {(inputs: Verify_Photos_Of_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto del pesce`)
};

const pt_verify_photos_of_fish = /** @type {(inputs: Verify_Photos_Of_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos do peixe`)
};

const el_verify_photos_of_fish = /** @type {(inputs: Verify_Photos_Of_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φωτογραφίες του ψαριού`)
};

const hr_verify_photos_of_fish = /** @type {(inputs: Verify_Photos_Of_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotografije ribe`)
};

/**
* | output |
* | --- |
* | "Photos of the fish" |
*
* @param {Verify_Photos_Of_FishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_photos_of_fish = /** @type {((inputs?: Verify_Photos_Of_FishInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photos_Of_FishInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_photos_of_fish(inputs)
	if (locale === "fr") return fr_verify_photos_of_fish(inputs)
	if (locale === "it") return it_verify_photos_of_fish(inputs)
	if (locale === "pt") return pt_verify_photos_of_fish(inputs)
	if (locale === "el") return el_verify_photos_of_fish(inputs)
	if (locale === "hr") return hr_verify_photos_of_fish(inputs)
	return en_verify_photos_of_fish(inputs)
});