import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} People_Tile_Sign_UpsInputs */

const en_people_tile_sign_ups = /** @type {(inputs: People_Tile_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`sign-up to approve`);
	return /** @type {LocalizedString} */ (`sign-ups to approve`)
	
};

const es_people_tile_sign_ups = /** @type {(inputs: People_Tile_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`solicitud por aprobar`);
	return /** @type {LocalizedString} */ (`solicitudes por aprobar`)
	
};

const fr_people_tile_sign_ups = /** @type {(inputs: People_Tile_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`inscription à valider`);
	return /** @type {LocalizedString} */ (`inscriptions à valider`)
	
};

const it_people_tile_sign_ups = /** @type {(inputs: People_Tile_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`iscrizione da approvare`);
	return /** @type {LocalizedString} */ (`iscrizioni da approvare`)
	
};

const pt_people_tile_sign_ups = /** @type {(inputs: People_Tile_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`pedido por aprovar`);
	return /** @type {LocalizedString} */ (`pedidos por aprovar`)
	
};

const el_people_tile_sign_ups = /** @type {(inputs: People_Tile_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`εγγραφή προς έγκριση`);
	return /** @type {LocalizedString} */ (`εγγραφές προς έγκριση`)
	
};

const hr_people_tile_sign_ups = /** @type {(inputs: People_Tile_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`registracija za odobrenje`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`registracije za odobrenje`);
	return /** @type {LocalizedString} */ (`registracija za odobrenje`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "sign-up to approve" |
* | * | "sign-ups to approve" |
*
* @param {People_Tile_Sign_UpsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_tile_sign_ups = /** @type {((inputs: People_Tile_Sign_UpsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Tile_Sign_UpsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_tile_sign_ups(inputs)
	if (locale === "fr") return fr_people_tile_sign_ups(inputs)
	if (locale === "it") return it_people_tile_sign_ups(inputs)
	if (locale === "pt") return pt_people_tile_sign_ups(inputs)
	if (locale === "el") return el_people_tile_sign_ups(inputs)
	if (locale === "hr") return hr_people_tile_sign_ups(inputs)
	return en_people_tile_sign_ups(inputs)
});