import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Digest_PublishedInputs */

const en_digest_published = /** @type {(inputs: Digest_PublishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} competition published`);
	return /** @type {LocalizedString} */ (`${i?.count} competitions published`)
	
};

const es_digest_published = /** @type {(inputs: Digest_PublishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} competición publicada`);
	return /** @type {LocalizedString} */ (`${i?.count} competiciones publicadas`)
	
};

const fr_digest_published = /** @type {(inputs: Digest_PublishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} compétition publiée`);
	return /** @type {LocalizedString} */ (`${i?.count} compétitions publiées`)
	
};

const it_digest_published = /** @type {(inputs: Digest_PublishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} gara pubblicata`);
	return /** @type {LocalizedString} */ (`${i?.count} gare pubblicate`)
	
};

const pt_digest_published = /** @type {(inputs: Digest_PublishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} competição publicada`);
	return /** @type {LocalizedString} */ (`${i?.count} competições publicadas`)
	
};

const el_digest_published = /** @type {(inputs: Digest_PublishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} αγώνας δημοσιεύτηκε`);
	return /** @type {LocalizedString} */ (`${i?.count} αγώνες δημοσιεύτηκαν`)
	
};

const hr_digest_published = /** @type {(inputs: Digest_PublishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} objavljeno natjecanje`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} objavljena natjecanja`);
	return /** @type {LocalizedString} */ (`${i?.count} objavljenih natjecanja`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} competition published" |
* | * | "{count} competitions published" |
*
* @param {Digest_PublishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_published = /** @type {((inputs: Digest_PublishedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_PublishedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_digest_published(inputs)
	if (locale === "fr") return fr_digest_published(inputs)
	if (locale === "it") return it_digest_published(inputs)
	if (locale === "pt") return pt_digest_published(inputs)
	if (locale === "el") return el_digest_published(inputs)
	if (locale === "hr") return hr_digest_published(inputs)
	return en_digest_published(inputs)
});