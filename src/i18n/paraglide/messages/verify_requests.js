import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Verify_RequestsInputs */

const en_verify_requests = /** @type {(inputs: Verify_RequestsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} request, oldest first.`);
	return /** @type {LocalizedString} */ (`${i?.count} requests, oldest first.`)
	
};

const es_verify_requests = /** @type {(inputs: Verify_RequestsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} solicitud, la más antigua primero.`);
	return /** @type {LocalizedString} */ (`${i?.count} solicitudes, las más antiguas primero.`)
	
};

const fr_verify_requests = /** @type {(inputs: Verify_RequestsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} demande, la plus ancienne d’abord.`);
	return /** @type {LocalizedString} */ (`${i?.count} demandes, les plus anciennes d’abord.`)
	
};

const it_verify_requests = /** @type {(inputs: Verify_RequestsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} richiesta, dalla più vecchia.`);
	return /** @type {LocalizedString} */ (`${i?.count} richieste, dalla più vecchia.`)
	
};

const pt_verify_requests = /** @type {(inputs: Verify_RequestsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pedido, do mais antigo para o mais recente.`);
	return /** @type {LocalizedString} */ (`${i?.count} pedidos, do mais antigo para o mais recente.`)
	
};

const el_verify_requests = /** @type {(inputs: Verify_RequestsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} αίτημα, πρώτα το παλαιότερο.`);
	return /** @type {LocalizedString} */ (`${i?.count} αιτήματα, πρώτα τα παλαιότερα.`)
	
};

const hr_verify_requests = /** @type {(inputs: Verify_RequestsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} zahtjev, najstariji prvi.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} zahtjeva, najstariji prvi.`);
	return /** @type {LocalizedString} */ (`${i?.count} zahtjeva, najstariji prvi.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} request, oldest first." |
* | * | "{count} requests, oldest first." |
*
* @param {Verify_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_requests = /** @type {((inputs: Verify_RequestsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_RequestsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_requests(inputs)
	if (locale === "fr") return fr_verify_requests(inputs)
	if (locale === "it") return it_verify_requests(inputs)
	if (locale === "pt") return pt_verify_requests(inputs)
	if (locale === "el") return el_verify_requests(inputs)
	if (locale === "hr") return hr_verify_requests(inputs)
	return en_verify_requests(inputs)
});