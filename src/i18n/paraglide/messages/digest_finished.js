import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Digest_FinishedInputs */

const en_digest_finished = /** @type {(inputs: Digest_FinishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} competition finished`);
	return /** @type {LocalizedString} */ (`${i?.count} competitions finished`)
	
};

const es_digest_finished = /** @type {(inputs: Digest_FinishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} competición terminada`);
	return /** @type {LocalizedString} */ (`${i?.count} competiciones terminadas`)
	
};

const fr_digest_finished = /** @type {(inputs: Digest_FinishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} compétition terminée`);
	return /** @type {LocalizedString} */ (`${i?.count} compétitions terminées`)
	
};

const it_digest_finished = /** @type {(inputs: Digest_FinishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} gara conclusa`);
	return /** @type {LocalizedString} */ (`${i?.count} gare concluse`)
	
};

const pt_digest_finished = /** @type {(inputs: Digest_FinishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} competição terminada`);
	return /** @type {LocalizedString} */ (`${i?.count} competições terminadas`)
	
};

const el_digest_finished = /** @type {(inputs: Digest_FinishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} αγώνας ολοκληρώθηκε`);
	return /** @type {LocalizedString} */ (`${i?.count} αγώνες ολοκληρώθηκαν`)
	
};

const hr_digest_finished = /** @type {(inputs: Digest_FinishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} završeno natjecanje`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} završena natjecanja`);
	return /** @type {LocalizedString} */ (`${i?.count} završenih natjecanja`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} competition finished" |
* | * | "{count} competitions finished" |
*
* @param {Digest_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_finished = /** @type {((inputs: Digest_FinishedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_FinishedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_digest_finished(inputs)
	if (locale === "fr") return fr_digest_finished(inputs)
	if (locale === "it") return it_digest_finished(inputs)
	if (locale === "pt") return pt_digest_finished(inputs)
	if (locale === "el") return el_digest_finished(inputs)
	if (locale === "hr") return hr_digest_finished(inputs)
	return en_digest_finished(inputs)
});