import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Offline_WaitingInputs */

const en_offline_waiting = /** @type {(inputs: Offline_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Saved on this phone, ${i?.count} waiting to send.`);
	return /** @type {LocalizedString} */ (`Saved on this phone, ${i?.count} waiting to send.`)
	
};

const es_offline_waiting = /** @type {(inputs: Offline_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Guardada en este teléfono: ${i?.count} pendiente de envío.`);
	return /** @type {LocalizedString} */ (`Guardadas en este teléfono: ${i?.count} pendientes de envío.`)
	
};

const fr_offline_waiting = /** @type {(inputs: Offline_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Gardée sur ce téléphone : ${i?.count} prise en attente d’envoi.`);
	return /** @type {LocalizedString} */ (`Gardées sur ce téléphone : ${i?.count} prises en attente d’envoi.`)
	
};

const it_offline_waiting = /** @type {(inputs: Offline_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Salvata su questo telefono: ${i?.count} in attesa di invio.`);
	return /** @type {LocalizedString} */ (`Salvate su questo telefono: ${i?.count} in attesa di invio.`)
	
};

const pt_offline_waiting = /** @type {(inputs: Offline_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Guardada neste aparelho: ${i?.count} à espera de envio.`);
	return /** @type {LocalizedString} */ (`Guardadas neste aparelho: ${i?.count} à espera de envio.`)
	
};

const el_offline_waiting = /** @type {(inputs: Offline_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Αποθηκεύτηκε σε αυτό το τηλέφωνο: ${i?.count} περιμένει να σταλεί.`);
	return /** @type {LocalizedString} */ (`Αποθηκεύτηκαν σε αυτό το τηλέφωνο: ${i?.count} περιμένουν να σταλούν.`)
	
};

const hr_offline_waiting = /** @type {(inputs: Offline_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Spremljeno na ovom telefonu: ${i?.count} ulov čeka slanje.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Spremljeno na ovom telefonu: ${i?.count} ulova čekaju slanje.`);
	return /** @type {LocalizedString} */ (`Spremljeno na ovom telefonu: ${i?.count} ulova čeka slanje.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Saved on this phone, {count} waiting to send." |
* | * | "Saved on this phone, {count} waiting to send." |
*
* @param {Offline_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_waiting = /** @type {((inputs: Offline_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_WaitingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_waiting(inputs)
	if (locale === "fr") return fr_offline_waiting(inputs)
	if (locale === "it") return it_offline_waiting(inputs)
	if (locale === "pt") return pt_offline_waiting(inputs)
	if (locale === "el") return el_offline_waiting(inputs)
	if (locale === "hr") return hr_offline_waiting(inputs)
	return en_offline_waiting(inputs)
});