import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Species_CatchesInputs */

const en_species_catches = /** @type {(inputs: Species_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} catch`);
	return /** @type {LocalizedString} */ (`${i?.count} catches`)
	
};

const es_species_catches = /** @type {(inputs: Species_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas`)
	
};

const fr_species_catches = /** @type {(inputs: Species_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} prise`);
	return /** @type {LocalizedString} */ (`${i?.count} prises`)
	
};

const it_species_catches = /** @type {(inputs: Species_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cattura`);
	return /** @type {LocalizedString} */ (`${i?.count} catture`)
	
};

const pt_species_catches = /** @type {(inputs: Species_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas`)
	
};

const el_species_catches = /** @type {(inputs: Species_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ψαριά`);
	return /** @type {LocalizedString} */ (`${i?.count} ψαριές`)
	
};

const hr_species_catches = /** @type {(inputs: Species_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
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
* @param {Species_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_catches = /** @type {((inputs: Species_CatchesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_CatchesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_catches(inputs)
	if (locale === "fr") return fr_species_catches(inputs)
	if (locale === "it") return it_species_catches(inputs)
	if (locale === "pt") return pt_species_catches(inputs)
	if (locale === "el") return el_species_catches(inputs)
	if (locale === "hr") return hr_species_catches(inputs)
	return en_species_catches(inputs)
});