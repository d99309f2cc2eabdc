import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Digest_CatchesInputs */

const en_digest_catches = /** @type {(inputs: Digest_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} catch logged`);
	return /** @type {LocalizedString} */ (`${i?.count} catches logged`)
	
};

const es_digest_catches = /** @type {(inputs: Digest_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura registrada`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas registradas`)
	
};

const fr_digest_catches = /** @type {(inputs: Digest_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} prise déclarée`);
	return /** @type {LocalizedString} */ (`${i?.count} prises déclarées`)
	
};

const it_digest_catches = /** @type {(inputs: Digest_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cattura registrata`);
	return /** @type {LocalizedString} */ (`${i?.count} catture registrate`)
	
};

const pt_digest_catches = /** @type {(inputs: Digest_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura registada`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas registadas`)
	
};

const el_digest_catches = /** @type {(inputs: Digest_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ψαριά καταγράφηκε`);
	return /** @type {LocalizedString} */ (`${i?.count} ψαριές καταγράφηκαν`)
	
};

const hr_digest_catches = /** @type {(inputs: Digest_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
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
* @param {Digest_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_catches = /** @type {((inputs: Digest_CatchesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_CatchesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_digest_catches(inputs)
	if (locale === "fr") return fr_digest_catches(inputs)
	if (locale === "it") return it_digest_catches(inputs)
	if (locale === "pt") return pt_digest_catches(inputs)
	if (locale === "el") return el_digest_catches(inputs)
	if (locale === "hr") return hr_digest_catches(inputs)
	return en_digest_catches(inputs)
});