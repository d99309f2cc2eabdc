import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Digest_RecordsInputs */

const en_digest_records = /** @type {(inputs: Digest_RecordsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} new club record`);
	return /** @type {LocalizedString} */ (`${i?.count} new club records`)
	
};

const es_digest_records = /** @type {(inputs: Digest_RecordsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nuevo récord del club`);
	return /** @type {LocalizedString} */ (`${i?.count} nuevos récords del club`)
	
};

const fr_digest_records = /** @type {(inputs: Digest_RecordsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nouveau record du club`);
	return /** @type {LocalizedString} */ (`${i?.count} nouveaux records du club`)
	
};

const it_digest_records = /** @type {(inputs: Digest_RecordsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nuovo record del club`);
	return /** @type {LocalizedString} */ (`${i?.count} nuovi record del club`)
	
};

const pt_digest_records = /** @type {(inputs: Digest_RecordsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} novo recorde do clube`);
	return /** @type {LocalizedString} */ (`${i?.count} novos recordes do clube`)
	
};

const el_digest_records = /** @type {(inputs: Digest_RecordsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} νέο ρεκόρ συλλόγου`);
	return /** @type {LocalizedString} */ (`${i?.count} νέα ρεκόρ συλλόγου`)
	
};

const hr_digest_records = /** @type {(inputs: Digest_RecordsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} novi klupski rekord`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} nova klupska rekorda`);
	return /** @type {LocalizedString} */ (`${i?.count} novih klupskih rekorda`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new club record" |
* | * | "{count} new club records" |
*
* @param {Digest_RecordsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_records = /** @type {((inputs: Digest_RecordsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_RecordsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_digest_records(inputs)
	if (locale === "fr") return fr_digest_records(inputs)
	if (locale === "it") return it_digest_records(inputs)
	if (locale === "pt") return pt_digest_records(inputs)
	if (locale === "el") return el_digest_records(inputs)
	if (locale === "hr") return hr_digest_records(inputs)
	return en_digest_records(inputs)
});