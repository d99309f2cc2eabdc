import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Digest_MembersInputs */

const en_digest_members = /** @type {(inputs: Digest_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} new member`);
	return /** @type {LocalizedString} */ (`${i?.count} new members`)
	
};

const es_digest_members = /** @type {(inputs: Digest_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} miembro nuevo`);
	return /** @type {LocalizedString} */ (`${i?.count} miembros nuevos`)
	
};

const fr_digest_members = /** @type {(inputs: Digest_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nouveau membre`);
	return /** @type {LocalizedString} */ (`${i?.count} nouveaux membres`)
	
};

const it_digest_members = /** @type {(inputs: Digest_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nuovo socio`);
	return /** @type {LocalizedString} */ (`${i?.count} nuovi soci`)
	
};

const pt_digest_members = /** @type {(inputs: Digest_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} novo membro`);
	return /** @type {LocalizedString} */ (`${i?.count} novos membros`)
	
};

const el_digest_members = /** @type {(inputs: Digest_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} νέο μέλος`);
	return /** @type {LocalizedString} */ (`${i?.count} νέα μέλη`)
	
};

const hr_digest_members = /** @type {(inputs: Digest_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} novi član`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} nova člana`);
	return /** @type {LocalizedString} */ (`${i?.count} novih članova`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new member" |
* | * | "{count} new members" |
*
* @param {Digest_MembersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_members = /** @type {((inputs: Digest_MembersInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_MembersInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_digest_members(inputs)
	if (locale === "fr") return fr_digest_members(inputs)
	if (locale === "it") return it_digest_members(inputs)
	if (locale === "pt") return pt_digest_members(inputs)
	if (locale === "el") return el_digest_members(inputs)
	if (locale === "hr") return hr_digest_members(inputs)
	return en_digest_members(inputs)
});