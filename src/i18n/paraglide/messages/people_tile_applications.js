import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} People_Tile_ApplicationsInputs */

const en_people_tile_applications = /** @type {(inputs: People_Tile_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`developer application`);
	return /** @type {LocalizedString} */ (`developer applications`)
	
};

const es_people_tile_applications = /** @type {(inputs: People_Tile_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`solicitud de desarrollador`);
	return /** @type {LocalizedString} */ (`solicitudes de desarrollador`)
	
};

const fr_people_tile_applications = /** @type {(inputs: People_Tile_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`demande d’accès développeur`);
	return /** @type {LocalizedString} */ (`demandes d’accès développeur`)
	
};

const it_people_tile_applications = /** @type {(inputs: People_Tile_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`richiesta da sviluppatore`);
	return /** @type {LocalizedString} */ (`richieste da sviluppatore`)
	
};

const pt_people_tile_applications = /** @type {(inputs: People_Tile_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`pedido de programador`);
	return /** @type {LocalizedString} */ (`pedidos de programador`)
	
};

const el_people_tile_applications = /** @type {(inputs: People_Tile_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`αίτηση προγραμματιστή`);
	return /** @type {LocalizedString} */ (`αιτήσεις προγραμματιστών`)
	
};

const hr_people_tile_applications = /** @type {(inputs: People_Tile_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`zahtjev programera`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`zahtjeva programera`);
	return /** @type {LocalizedString} */ (`zahtjeva programera`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "developer application" |
* | * | "developer applications" |
*
* @param {People_Tile_ApplicationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_tile_applications = /** @type {((inputs: People_Tile_ApplicationsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Tile_ApplicationsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_tile_applications(inputs)
	if (locale === "fr") return fr_people_tile_applications(inputs)
	if (locale === "it") return it_people_tile_applications(inputs)
	if (locale === "pt") return pt_people_tile_applications(inputs)
	if (locale === "el") return el_people_tile_applications(inputs)
	if (locale === "hr") return hr_people_tile_applications(inputs)
	return en_people_tile_applications(inputs)
});