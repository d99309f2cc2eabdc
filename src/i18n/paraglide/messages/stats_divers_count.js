import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Stats_Divers_CountInputs */

const en_stats_divers_count = /** @type {(inputs: Stats_Divers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} diver`);
	return /** @type {LocalizedString} */ (`${i?.count} divers`)
	
};

const es_stats_divers_count = /** @type {(inputs: Stats_Divers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pescador`);
	return /** @type {LocalizedString} */ (`${i?.count} pescadores`)
	
};

const fr_stats_divers_count = /** @type {(inputs: Stats_Divers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} chasseur`);
	return /** @type {LocalizedString} */ (`${i?.count} chasseurs`)
	
};

const it_stats_divers_count = /** @type {(inputs: Stats_Divers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pescatore`);
	return /** @type {LocalizedString} */ (`${i?.count} pescatori`)
	
};

const pt_stats_divers_count = /** @type {(inputs: Stats_Divers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pescador`);
	return /** @type {LocalizedString} */ (`${i?.count} pescadores`)
	
};

const el_stats_divers_count = /** @type {(inputs: Stats_Divers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ψαροντουφεκά`);
	return /** @type {LocalizedString} */ (`${i?.count} ψαροντουφεκάδες`)
	
};

const hr_stats_divers_count = /** @type {(inputs: Stats_Divers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ribolovac`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} ribolovca`);
	return /** @type {LocalizedString} */ (`${i?.count} ribolovaca`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} diver" |
* | * | "{count} divers" |
*
* @param {Stats_Divers_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_divers_count = /** @type {((inputs: Stats_Divers_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Divers_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_divers_count(inputs)
	if (locale === "fr") return fr_stats_divers_count(inputs)
	if (locale === "it") return it_stats_divers_count(inputs)
	if (locale === "pt") return pt_stats_divers_count(inputs)
	if (locale === "el") return el_stats_divers_count(inputs)
	if (locale === "hr") return hr_stats_divers_count(inputs)
	return en_stats_divers_count(inputs)
});