import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Stats_Catches_CountInputs */

const en_stats_catches_count = /** @type {(inputs: Stats_Catches_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} catch`);
	return /** @type {LocalizedString} */ (`${i?.count} catches`)
	
};

const es_stats_catches_count = /** @type {(inputs: Stats_Catches_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas`)
	
};

const fr_stats_catches_count = /** @type {(inputs: Stats_Catches_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} prise`);
	return /** @type {LocalizedString} */ (`${i?.count} prises`)
	
};

const it_stats_catches_count = /** @type {(inputs: Stats_Catches_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cattura`);
	return /** @type {LocalizedString} */ (`${i?.count} catture`)
	
};

const pt_stats_catches_count = /** @type {(inputs: Stats_Catches_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas`)
	
};

const el_stats_catches_count = /** @type {(inputs: Stats_Catches_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ψαριά`);
	return /** @type {LocalizedString} */ (`${i?.count} ψαριές`)
	
};

const hr_stats_catches_count = /** @type {(inputs: Stats_Catches_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ulov`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} ulova`);
	return /** @type {LocalizedString} */ (`${i?.count} ulova`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} catch" |
* | * | "{count} catches" |
*
* @param {Stats_Catches_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_catches_count = /** @type {((inputs: Stats_Catches_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Catches_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_catches_count(inputs)
	if (locale === "fr") return fr_stats_catches_count(inputs)
	if (locale === "it") return it_stats_catches_count(inputs)
	if (locale === "pt") return pt_stats_catches_count(inputs)
	if (locale === "el") return el_stats_catches_count(inputs)
	if (locale === "hr") return hr_stats_catches_count(inputs)
	return en_stats_catches_count(inputs)
});