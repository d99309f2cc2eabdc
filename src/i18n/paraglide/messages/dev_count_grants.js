import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dev_Count_GrantsInputs */

const en_dev_count_grants = /** @type {(inputs: Dev_Count_GrantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} authorization`);
	return /** @type {LocalizedString} */ (`${i?.count} authorizations`)
	
};

const es_dev_count_grants = /** @type {(inputs: Dev_Count_GrantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} autorización`);
	return /** @type {LocalizedString} */ (`${i?.count} autorizaciones`)
	
};

const fr_dev_count_grants = /** @type {(inputs: Dev_Count_GrantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} autorisation`);
	return /** @type {LocalizedString} */ (`${i?.count} autorisations`)
	
};

const it_dev_count_grants = /** @type {(inputs: Dev_Count_GrantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} autorizzazione`);
	return /** @type {LocalizedString} */ (`${i?.count} autorizzazioni`)
	
};

const pt_dev_count_grants = /** @type {(inputs: Dev_Count_GrantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} autorização`);
	return /** @type {LocalizedString} */ (`${i?.count} autorizações`)
	
};

const el_dev_count_grants = /** @type {(inputs: Dev_Count_GrantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} εξουσιοδότηση`);
	return /** @type {LocalizedString} */ (`${i?.count} εξουσιοδοτήσεις`)
	
};

const hr_dev_count_grants = /** @type {(inputs: Dev_Count_GrantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ovlaštenje`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} ovlaštenja`);
	return /** @type {LocalizedString} */ (`${i?.count} ovlaštenja`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} authorization" |
* | * | "{count} authorizations" |
*
* @param {Dev_Count_GrantsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_count_grants = /** @type {((inputs: Dev_Count_GrantsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Count_GrantsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_count_grants(inputs)
	if (locale === "fr") return fr_dev_count_grants(inputs)
	if (locale === "it") return it_dev_count_grants(inputs)
	if (locale === "pt") return pt_dev_count_grants(inputs)
	if (locale === "el") return el_dev_count_grants(inputs)
	if (locale === "hr") return hr_dev_count_grants(inputs)
	return en_dev_count_grants(inputs)
});