import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Digest_GradesInputs */

const en_digest_grades = /** @type {(inputs: Digest_GradesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} grade given`);
	return /** @type {LocalizedString} */ (`${i?.count} grades given`)
	
};

const es_digest_grades = /** @type {(inputs: Digest_GradesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nivel asignado`);
	return /** @type {LocalizedString} */ (`${i?.count} niveles asignados`)
	
};

const fr_digest_grades = /** @type {(inputs: Digest_GradesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} niveau attribué`);
	return /** @type {LocalizedString} */ (`${i?.count} niveaux attribués`)
	
};

const it_digest_grades = /** @type {(inputs: Digest_GradesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} livello assegnato`);
	return /** @type {LocalizedString} */ (`${i?.count} livelli assegnati`)
	
};

const pt_digest_grades = /** @type {(inputs: Digest_GradesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nível atribuído`);
	return /** @type {LocalizedString} */ (`${i?.count} níveis atribuídos`)
	
};

const el_digest_grades = /** @type {(inputs: Digest_GradesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} επίπεδο δόθηκε`);
	return /** @type {LocalizedString} */ (`${i?.count} επίπεδα δόθηκαν`)
	
};

const hr_digest_grades = /** @type {(inputs: Digest_GradesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} dodijeljena razina`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} dodijeljene razine`);
	return /** @type {LocalizedString} */ (`${i?.count} dodijeljenih razina`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} grade given" |
* | * | "{count} grades given" |
*
* @param {Digest_GradesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_grades = /** @type {((inputs: Digest_GradesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_GradesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_digest_grades(inputs)
	if (locale === "fr") return fr_digest_grades(inputs)
	if (locale === "it") return it_digest_grades(inputs)
	if (locale === "pt") return pt_digest_grades(inputs)
	if (locale === "el") return el_digest_grades(inputs)
	if (locale === "hr") return hr_digest_grades(inputs)
	return en_digest_grades(inputs)
});