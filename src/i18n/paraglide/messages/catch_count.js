import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Catch_CountInputs */

const en_catch_count = /** @type {(inputs: Catch_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} catch`);
	return /** @type {LocalizedString} */ (`${i?.count} catches`)
	
};

const es_catch_count = /** @type {(inputs: Catch_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas`)
	
};

const fr_catch_count = /** @type {(inputs: Catch_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} prise`);
	return /** @type {LocalizedString} */ (`${i?.count} prises`)
	
};

const it_catch_count = /** @type {(inputs: Catch_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cattura`);
	return /** @type {LocalizedString} */ (`${i?.count} catture`)
	
};

const pt_catch_count = /** @type {(inputs: Catch_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas`)
	
};

const el_catch_count = /** @type {(inputs: Catch_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ψαριά`);
	return /** @type {LocalizedString} */ (`${i?.count} ψαριές`)
	
};

const hr_catch_count = /** @type {(inputs: Catch_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
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
* @param {Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_count = /** @type {((inputs: Catch_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_count(inputs)
	if (locale === "fr") return fr_catch_count(inputs)
	if (locale === "it") return it_catch_count(inputs)
	if (locale === "pt") return pt_catch_count(inputs)
	if (locale === "el") return el_catch_count(inputs)
	if (locale === "hr") return hr_catch_count(inputs)
	return en_catch_count(inputs)
});