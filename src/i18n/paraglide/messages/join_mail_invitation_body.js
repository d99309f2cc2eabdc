import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown>, role: NonNullable<unknown>, until: NonNullable<unknown>, link: NonNullable<unknown> }} Join_Mail_Invitation_BodyInputs */

const en_join_mail_invitation_body = /** @type {(inputs: Join_Mail_Invitation_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An administrator invites you to join catchd at ${i?.url} as a ${i?.role}.

Open this link to choose your name and password. It works once, until ${i?.until}:

${i?.link}

If you did not expect this, ignore this mail.`)
};

const es_join_mail_invitation_body = /** @type {(inputs: Join_Mail_Invitation_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un administrador te invita a unirte a catchd en ${i?.url} como ${i?.role}.

Abre este enlace para elegir tu nombre y tu contraseña. Funciona una vez, hasta el ${i?.until}:

${i?.link}

Si no te lo esperabas, ignora este correo.`)
};

const fr_join_mail_invitation_body = /** @type {(inputs: Join_Mail_Invitation_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un administrateur vous invite à rejoindre catchd sur ${i?.url} en tant que ${i?.role}.

Ouvrez ce lien pour choisir votre nom et votre mot de passe. Il fonctionne une fois, jusqu’au ${i?.until} :

${i?.link}

Si vous ne vous y attendiez pas, ignorez ce message.`)
};

const it_join_mail_invitation_body = /** @type {(inputs: Join_Mail_Invitation_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un amministratore ti invita a entrare in catchd su ${i?.url} come ${i?.role}.

Apri questo link per scegliere il tuo nome e la tua password. Funziona una volta, fino al ${i?.until}:

${i?.link}

Se non te lo aspettavi, ignora questa email.`)
};

const pt_join_mail_invitation_body = /** @type {(inputs: Join_Mail_Invitation_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um administrador convida-o para entrar no catchd em ${i?.url} como ${i?.role}.

Abra este link para escolher o seu nome e a sua senha. Funciona uma vez, até ${i?.until}:

${i?.link}

Se não estava à espera disto, ignore este e-mail.`)
};

const el_join_mail_invitation_body = /** @type {(inputs: Join_Mail_Invitation_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ένας διαχειριστής σας προσκαλεί στο catchd στο ${i?.url} ως ${i?.role}.

Ανοίξτε αυτόν τον σύνδεσμο για να επιλέξετε όνομα και κωδικό. Λειτουργεί μία φορά, έως ${i?.until}:

${i?.link}

Αν δεν το περιμένατε, αγνοήστε αυτό το μήνυμα.`)
};

const hr_join_mail_invitation_body = /** @type {(inputs: Join_Mail_Invitation_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Administrator vas poziva da se pridružite catchd na ${i?.url} kao ${i?.role}.

Otvorite ovu poveznicu kako biste odabrali ime i lozinku. Radi jednom, do ${i?.until}:

${i?.link}

Ako ovo niste očekivali, zanemarite ovu poruku.`)
};

/**
* | output |
* | --- |
* | "An administrator invites you to join catchd at {url} as a {role}. Open this link to choose your name and password. It works once, until {until}: {link} If yo..." |
*
* @param {Join_Mail_Invitation_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_mail_invitation_body = /** @type {((inputs: Join_Mail_Invitation_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Invitation_BodyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_mail_invitation_body(inputs)
	if (locale === "fr") return fr_join_mail_invitation_body(inputs)
	if (locale === "it") return it_join_mail_invitation_body(inputs)
	if (locale === "pt") return pt_join_mail_invitation_body(inputs)
	if (locale === "el") return el_join_mail_invitation_body(inputs)
	if (locale === "hr") return hr_join_mail_invitation_body(inputs)
	return en_join_mail_invitation_body(inputs)
});