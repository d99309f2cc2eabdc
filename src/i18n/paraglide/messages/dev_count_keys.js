import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dev_Count_KeysInputs */

const en_dev_count_keys = /** @type {(inputs: Dev_Count_KeysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} API key`);
	return /** @type {LocalizedString} */ (`${i?.count} API keys`)
	
};

const es_dev_count_keys = /** @type {(inputs: Dev_Count_KeysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} clave de API`);
	return /** @type {LocalizedString} */ (`${i?.count} claves de API`)
	
};

const fr_dev_count_keys = /** @type {(inputs: Dev_Count_KeysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} clé d’API`);
	return /** @type {LocalizedString} */ (`${i?.count} clés d’API`)
	
};

const it_dev_count_keys = /** @type {(inputs: Dev_Count_KeysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} chiave API`);
	return /** @type {LocalizedString} */ (`${i?.count} chiavi API`)
	
};

const pt_dev_count_keys = /** @type {(inputs: Dev_Count_KeysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} chave de API`);
	return /** @type {LocalizedString} */ (`${i?.count} chaves de API`)
	
};

const el_dev_count_keys = /** @type {(inputs: Dev_Count_KeysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} κλειδί API`);
	return /** @type {LocalizedString} */ (`${i?.count} κλειδιά API`)
	
};

const hr_dev_count_keys = /** @type {(inputs: Dev_Count_KeysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} API ključ`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} API ključa`);
	return /** @type {LocalizedString} */ (`${i?.count} API ključeva`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} API key" |
* | * | "{count} API keys" |
*
* @param {Dev_Count_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_count_keys = /** @type {((inputs: Dev_Count_KeysInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Count_KeysInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_count_keys(inputs)
	if (locale === "fr") return fr_dev_count_keys(inputs)
	if (locale === "it") return it_dev_count_keys(inputs)
	if (locale === "pt") return pt_dev_count_keys(inputs)
	if (locale === "el") return el_dev_count_keys(inputs)
	if (locale === "hr") return hr_dev_count_keys(inputs)
	return en_dev_count_keys(inputs)
});