import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Waiting_Sign_UpsInputs */

const en_admin_waiting_sign_ups = /** @type {(inputs: Admin_Waiting_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`sign-up to approve`);
	return /** @type {LocalizedString} */ (`sign-ups to approve`)
	
};

const es_admin_waiting_sign_ups = /** @type {(inputs: Admin_Waiting_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`solicitud por aprobar`);
	return /** @type {LocalizedString} */ (`solicitudes por aprobar`)
	
};

const fr_admin_waiting_sign_ups = /** @type {(inputs: Admin_Waiting_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`inscription à approuver`);
	return /** @type {LocalizedString} */ (`inscriptions à approuver`)
	
};

const it_admin_waiting_sign_ups = /** @type {(inputs: Admin_Waiting_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`iscrizione da approvare`);
	return /** @type {LocalizedString} */ (`iscrizioni da approvare`)
	
};

const pt_admin_waiting_sign_ups = /** @type {(inputs: Admin_Waiting_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`pedido de adesão por aprovar`);
	return /** @type {LocalizedString} */ (`pedidos de adesão por aprovar`)
	
};

const el_admin_waiting_sign_ups = /** @type {(inputs: Admin_Waiting_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`αίτηση εγγραφής προς έγκριση`);
	return /** @type {LocalizedString} */ (`αιτήσεις εγγραφής προς έγκριση`)
	
};

const hr_admin_waiting_sign_ups = /** @type {(inputs: Admin_Waiting_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`zahtjev za učlanjenje čeka odobrenje`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`zahtjeva za učlanjenje čekaju odobrenje`);
	return /** @type {LocalizedString} */ (`zahtjeva za učlanjenje čeka odobrenje`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "sign-up to approve" |
* | * | "sign-ups to approve" |
*
* @param {Admin_Waiting_Sign_UpsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_sign_ups = /** @type {((inputs: Admin_Waiting_Sign_UpsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_Sign_UpsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_waiting_sign_ups(inputs)
	if (locale === "fr") return fr_admin_waiting_sign_ups(inputs)
	if (locale === "it") return it_admin_waiting_sign_ups(inputs)
	if (locale === "pt") return pt_admin_waiting_sign_ups(inputs)
	if (locale === "el") return el_admin_waiting_sign_ups(inputs)
	if (locale === "hr") return hr_admin_waiting_sign_ups(inputs)
	return en_admin_waiting_sign_ups(inputs)
});