import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Species_LoggedInputs */

const en_species_logged = /** @type {(inputs: Species_LoggedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} catch logged`);
	return /** @type {LocalizedString} */ (`${i?.count} catches logged`)
	
};

const es_species_logged = /** @type {(inputs: Species_LoggedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura registrada`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas registradas`)
	
};

const fr_species_logged = /** @type {(inputs: Species_LoggedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} prise déclarée`);
	return /** @type {LocalizedString} */ (`${i?.count} prises déclarées`)
	
};

const it_species_logged = /** @type {(inputs: Species_LoggedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cattura registrata`);
	return /** @type {LocalizedString} */ (`${i?.count} catture registrate`)
	
};

const pt_species_logged = /** @type {(inputs: Species_LoggedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura registrada`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas registradas`)
	
};

const el_species_logged = /** @type {(inputs: Species_LoggedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} καταγεγραμμένη ψαριά`);
	return /** @type {LocalizedString} */ (`${i?.count} καταγεγραμμένες ψαριές`)
	
};

const hr_species_logged = /** @type {(inputs: Species_LoggedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} upisan ulov`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} upisana ulova`);
	return /** @type {LocalizedString} */ (`${i?.count} upisanih ulova`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} catch logged" |
* | * | "{count} catches logged" |
*
* @param {Species_LoggedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_logged = /** @type {((inputs: Species_LoggedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_LoggedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_logged(inputs)
	if (locale === "fr") return fr_species_logged(inputs)
	if (locale === "it") return it_species_logged(inputs)
	if (locale === "pt") return pt_species_logged(inputs)
	if (locale === "el") return el_species_logged(inputs)
	if (locale === "hr") return hr_species_logged(inputs)
	return en_species_logged(inputs)
});