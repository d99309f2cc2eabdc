import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dev_Count_AppsInputs */

const en_dev_count_apps = /** @type {(inputs: Dev_Count_AppsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} OAuth app`);
	return /** @type {LocalizedString} */ (`${i?.count} OAuth apps`)
	
};

const es_dev_count_apps = /** @type {(inputs: Dev_Count_AppsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} aplicación OAuth`);
	return /** @type {LocalizedString} */ (`${i?.count} aplicaciones OAuth`)
	
};

const fr_dev_count_apps = /** @type {(inputs: Dev_Count_AppsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} application OAuth`);
	return /** @type {LocalizedString} */ (`${i?.count} applications OAuth`)
	
};

const it_dev_count_apps = /** @type {(inputs: Dev_Count_AppsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} app OAuth`);
	return /** @type {LocalizedString} */ (`${i?.count} app OAuth`)
	
};

const pt_dev_count_apps = /** @type {(inputs: Dev_Count_AppsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} aplicação OAuth`);
	return /** @type {LocalizedString} */ (`${i?.count} aplicações OAuth`)
	
};

const el_dev_count_apps = /** @type {(inputs: Dev_Count_AppsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} εφαρμογή OAuth`);
	return /** @type {LocalizedString} */ (`${i?.count} εφαρμογές OAuth`)
	
};

const hr_dev_count_apps = /** @type {(inputs: Dev_Count_AppsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} OAuth aplikaciju`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} OAuth aplikacije`);
	return /** @type {LocalizedString} */ (`${i?.count} OAuth aplikacija`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} OAuth app" |
* | * | "{count} OAuth apps" |
*
* @param {Dev_Count_AppsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_count_apps = /** @type {((inputs: Dev_Count_AppsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Count_AppsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_count_apps(inputs)
	if (locale === "fr") return fr_dev_count_apps(inputs)
	if (locale === "it") return it_dev_count_apps(inputs)
	if (locale === "pt") return pt_dev_count_apps(inputs)
	if (locale === "el") return el_dev_count_apps(inputs)
	if (locale === "hr") return hr_dev_count_apps(inputs)
	return en_dev_count_apps(inputs)
});