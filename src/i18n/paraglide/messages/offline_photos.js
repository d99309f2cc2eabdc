import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Offline_PhotosInputs */

const en_offline_photos = /** @type {(inputs: Offline_PhotosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} photo`);
	return /** @type {LocalizedString} */ (`${i?.count} photos`)
	
};

const es_offline_photos = /** @type {(inputs: Offline_PhotosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} foto`);
	return /** @type {LocalizedString} */ (`${i?.count} fotos`)
	
};

const fr_offline_photos = /** @type {(inputs: Offline_PhotosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} photo`);
	return /** @type {LocalizedString} */ (`${i?.count} photos`)
	
};

const it_offline_photos = /** @type {(inputs: Offline_PhotosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} foto`);
	return /** @type {LocalizedString} */ (`${i?.count} foto`)
	
};

const pt_offline_photos = /** @type {(inputs: Offline_PhotosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} foto`);
	return /** @type {LocalizedString} */ (`${i?.count} fotos`)
	
};

const el_offline_photos = /** @type {(inputs: Offline_PhotosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} φωτογραφία`);
	return /** @type {LocalizedString} */ (`${i?.count} φωτογραφίες`)
	
};

const hr_offline_photos = /** @type {(inputs: Offline_PhotosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} fotografija`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} fotografije`);
	return /** @type {LocalizedString} */ (`${i?.count} fotografija`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} photo" |
* | * | "{count} photos" |
*
* @param {Offline_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_photos = /** @type {((inputs: Offline_PhotosInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_PhotosInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_photos(inputs)
	if (locale === "fr") return fr_offline_photos(inputs)
	if (locale === "it") return it_offline_photos(inputs)
	if (locale === "pt") return pt_offline_photos(inputs)
	if (locale === "el") return el_offline_photos(inputs)
	if (locale === "hr") return hr_offline_photos(inputs)
	return en_offline_photos(inputs)
});