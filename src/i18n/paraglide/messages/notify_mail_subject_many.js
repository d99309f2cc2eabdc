import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, kind: NonNullable<unknown> }} Notify_Mail_Subject_ManyInputs */

const en_notify_mail_subject_many = /** @type {(inputs: Notify_Mail_Subject_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} notification (${i?.kind})`);
	return /** @type {LocalizedString} */ (`${i?.count} notifications (${i?.kind})`)
	
};

const es_notify_mail_subject_many = /** @type {(inputs: Notify_Mail_Subject_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} notificación (${i?.kind})`);
	return /** @type {LocalizedString} */ (`${i?.count} notificaciones (${i?.kind})`)
	
};

const fr_notify_mail_subject_many = /** @type {(inputs: Notify_Mail_Subject_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} notification (${i?.kind})`);
	return /** @type {LocalizedString} */ (`${i?.count} notifications (${i?.kind})`)
	
};

const it_notify_mail_subject_many = /** @type {(inputs: Notify_Mail_Subject_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} notifica (${i?.kind})`);
	return /** @type {LocalizedString} */ (`${i?.count} notifiche (${i?.kind})`)
	
};

const pt_notify_mail_subject_many = /** @type {(inputs: Notify_Mail_Subject_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} notificação (${i?.kind})`);
	return /** @type {LocalizedString} */ (`${i?.count} notificações (${i?.kind})`)
	
};

const el_notify_mail_subject_many = /** @type {(inputs: Notify_Mail_Subject_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ειδοποίηση (${i?.kind})`);
	return /** @type {LocalizedString} */ (`${i?.count} ειδοποιήσεις (${i?.kind})`)
	
};

const hr_notify_mail_subject_many = /** @type {(inputs: Notify_Mail_Subject_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} obavijest (${i?.kind})`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} obavijesti (${i?.kind})`);
	return /** @type {LocalizedString} */ (`${i?.count} obavijesti (${i?.kind})`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} notification ({kind})" |
* | * | "{count} notifications ({kind})" |
*
* @param {Notify_Mail_Subject_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_mail_subject_many = /** @type {((inputs: Notify_Mail_Subject_ManyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_Subject_ManyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_mail_subject_many(inputs)
	if (locale === "fr") return fr_notify_mail_subject_many(inputs)
	if (locale === "it") return it_notify_mail_subject_many(inputs)
	if (locale === "pt") return pt_notify_mail_subject_many(inputs)
	if (locale === "el") return el_notify_mail_subject_many(inputs)
	if (locale === "hr") return hr_notify_mail_subject_many(inputs)
	return en_notify_mail_subject_many(inputs)
});