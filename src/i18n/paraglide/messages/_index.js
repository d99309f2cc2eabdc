import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Board_AnyInputs */
/** @typedef {{ link: NonNullable<unknown> }} Board_Ask_EachInputs */
/** @typedef {{}} Board_BoardInputs */
/** @typedef {{}} Board_Boards_LabelInputs */
/** @typedef {{}} Board_Caption_Catch_CountInputs */
/** @typedef {{}} Board_Caption_DeepestInputs */
/** @typedef {{}} Board_Caption_HeaviestInputs */
/** @typedef {{}} Board_Caption_Total_WeightInputs */
/** @typedef {{}} Board_Catch_CountInputs */
/** @typedef {{}} Board_ChooseInputs */
/** @typedef {{}} Board_Col_CatchInputs */
/** @typedef {{}} Board_Col_CatchesInputs */
/** @typedef {{}} Board_Col_DepthInputs */
/** @typedef {{}} Board_Col_DiverInputs */
/** @typedef {{}} Board_Col_RankInputs */
/** @typedef {{}} Board_Col_WeightInputs */
/** @typedef {{}} Board_DeepestInputs */
/** @typedef {{}} Board_Dive_FreediveInputs */
/** @typedef {{}} Board_Dive_ScubaInputs */
/** @typedef {{}} Board_Dive_TypeInputs */
/** @typedef {{}} Board_EmbeddableInputs */
/** @typedef {{}} Board_Empty_BronzeInputs */
/** @typedef {{}} Board_Empty_GoldInputs */
/** @typedef {{}} Board_Empty_SilverInputs */
/** @typedef {{}} Board_Empty_TitleInputs */
/** @typedef {{}} Board_Every_CatchInputs */
/** @typedef {{}} Board_Filters_LabelInputs */
/** @typedef {{ link: NonNullable<unknown> }} Board_For_WebsiteInputs */
/** @typedef {{}} Board_GearInputs */
/** @typedef {{}} Board_Gear_OtherInputs */
/** @typedef {{}} Board_Gear_PolespearInputs */
/** @typedef {{}} Board_Gear_SlingInputs */
/** @typedef {{}} Board_Gear_SpeargunInputs */
/** @typedef {{}} Board_HeadingInputs */
/** @typedef {{}} Board_HeaviestInputs */
/** @typedef {{}} Board_Medal_BronzeInputs */
/** @typedef {{}} Board_Medal_GoldInputs */
/** @typedef {{}} Board_Medal_SilverInputs */
/** @typedef {{}} Board_No_CatchesInputs */
/** @typedef {{ board: NonNullable<unknown> }} Board_Page_TitleInputs */
/** @typedef {{ species: NonNullable<unknown>, diver: NonNullable<unknown> }} Board_Photo_AltInputs */
/** @typedef {{}} Board_PodiumInputs */
/** @typedef {{}} Board_SeasonInputs */
/** @typedef {{}} Board_ShowInputs */
/** @typedef {{}} Board_SpeciesInputs */
/** @typedef {{}} Board_Table_LabelInputs */
/** @typedef {{}} Board_Tier_BronzeInputs */
/** @typedef {{}} Board_Tier_GoldInputs */
/** @typedef {{}} Board_Tier_SilverInputs */
/** @typedef {{}} Board_Tier_UnverifiedInputs */
/** @typedef {{}} Board_Total_WeightInputs */
/** @typedef {{}} Board_Waiting_VerificationInputs */
/** @typedef {{}} Board_Which_CountInputs */
/** @typedef {{}} Board_Your_UnverifiedInputs */
/** @typedef {{}} Catch_Add_PhotosInputs */
/** @typedef {{}} Catch_AnyInputs */
/** @typedef {{}} Catch_Ask_VerificationInputs */
/** @typedef {{ link: NonNullable<unknown> }} Catch_ByInputs */
/** @typedef {{}} Catch_CaughtInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Catch_Caught_AfterInputs */
/** @typedef {{}} Catch_Caught_At_NowInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Catch_Caught_At_ZoneInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Catch_Caught_BeforeInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catch_CountInputs */
/** @typedef {{}} Catch_Delete_ButtonInputs */
/** @typedef {{}} Catch_Delete_KeepInputs */
/** @typedef {{}} Catch_Delete_LinkInputs */
/** @typedef {{}} Catch_Delete_QuestionInputs */
/** @typedef {{}} Catch_Delete_TitleInputs */
/** @typedef {{}} Catch_Delete_WarningInputs */
/** @typedef {{}} Catch_DepthInputs */
/** @typedef {{}} Catch_DiveInputs */
/** @typedef {{}} Catch_Dive_FreediveInputs */
/** @typedef {{}} Catch_Dive_ScubaInputs */
/** @typedef {{}} Catch_Dive_TypeInputs */
/** @typedef {{}} Catch_EditInputs */
/** @typedef {{}} Catch_Edit_TitleInputs */
/** @typedef {{ species: NonNullable<unknown> }} Catch_Edit_Title_OfInputs */
/** @typedef {{}} Catch_Edit_WarningInputs */
/** @typedef {{}} Catch_Filter_LabelInputs */
/** @typedef {{}} Catch_Filter_Max_DepthInputs */
/** @typedef {{}} Catch_Filter_Max_WeightInputs */
/** @typedef {{}} Catch_Filter_Min_DepthInputs */
/** @typedef {{}} Catch_Filter_Min_WeightInputs */
/** @typedef {{}} Catch_Filter_OrderInputs */
/** @typedef {{}} Catch_Filter_SubmitInputs */
/** @typedef {{}} Catch_Filter_TitleInputs */
/** @typedef {{}} Catch_Filter_WordsInputs */
/** @typedef {{}} Catch_GearInputs */
/** @typedef {{}} Catch_Gear_Not_SaidInputs */
/** @typedef {{}} Catch_Gear_OtherInputs */
/** @typedef {{}} Catch_Gear_PolespearInputs */
/** @typedef {{}} Catch_Gear_SlingInputs */
/** @typedef {{}} Catch_Gear_SpeargunInputs */
/** @typedef {{}} Catch_LatitudeInputs */
/** @typedef {{}} Catch_LengthInputs */
/** @typedef {{}} Catch_Length_OptionalInputs */
/** @typedef {{}} Catch_List_Empty_ButtonInputs */
/** @typedef {{}} Catch_List_Empty_TextInputs */
/** @typedef {{}} Catch_List_Empty_TitleInputs */
/** @typedef {{}} Catch_List_No_MatchInputs */
/** @typedef {{}} Catch_List_TitleInputs */
/** @typedef {{ accuracy: NonNullable<unknown> }} Catch_LocatedInputs */
/** @typedef {{}} Catch_LocatingInputs */
/** @typedef {{}} Catch_Location_OptionalInputs */
/** @typedef {{}} Catch_LongitudeInputs */
/** @typedef {{}} Catch_New_TitleInputs */
/** @typedef {{}} Catch_No_PhotoInputs */
/** @typedef {{}} Catch_No_PhotosInputs */
/** @typedef {{}} Catch_Not_LocatedInputs */
/** @typedef {{}} Catch_Not_VerifiedInputs */
/** @typedef {{}} Catch_NotesInputs */
/** @typedef {{ species: NonNullable<unknown>, number: NonNullable<unknown> }} Catch_Photo_AltInputs */
/** @typedef {{}} Catch_PhotosInputs */
/** @typedef {{}} Catch_Place_NameInputs */
/** @typedef {{}} Catch_Place_Not_GivenInputs */
/** @typedef {{}} Catch_RoundedInputs */
/** @typedef {{}} Catch_SaveInputs */
/** @typedef {{}} Catch_Save_ChangesInputs */
/** @typedef {{}} Catch_Sort_DeepestInputs */
/** @typedef {{}} Catch_Sort_HeaviestInputs */
/** @typedef {{}} Catch_Sort_Newest_CaughtInputs */
/** @typedef {{}} Catch_Sort_Newest_LoggedInputs */
/** @typedef {{}} Catch_Sort_Oldest_CaughtInputs */
/** @typedef {{}} Catch_SpeciesInputs */
/** @typedef {{}} Catch_Species_HintInputs */
/** @typedef {{}} Catch_TierInputs */
/** @typedef {{}} Catch_Tier_BronzeInputs */
/** @typedef {{}} Catch_Tier_GoldInputs */
/** @typedef {{}} Catch_Tier_SilverInputs */
/** @typedef {{}} Catch_Tier_UnverifiedInputs */
/** @typedef {{}} Catch_Time_ZoneInputs */
/** @typedef {{}} Catch_UnitInputs */
/** @typedef {{}} Catch_UploadInputs */
/** @typedef {{}} Catch_Use_LocationInputs */
/** @typedef {{}} Catch_Verification_HistoryInputs */
/** @typedef {{ time: NonNullable<unknown>, verifier: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Catch_Verification_MovedInputs */
/** @typedef {{}} Catch_Verification_RequestedInputs */
/** @typedef {{}} Catch_WeightInputs */
/** @typedef {{}} Catch_WhereInputs */
/** @typedef {{ name: NonNullable<unknown>, value: NonNullable<unknown> }} Chart_MarkInputs */
/** @typedef {{}} Chart_Mark_DefaultInputs */
/** @typedef {{}} Chart_NumbersInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Continue_WithInputs */
/** @typedef {{}} Dev_Api_ReferenceInputs */
/** @typedef {{}} Dev_App_IdInputs */
/** @typedef {{ name: NonNullable<unknown> }} Dev_App_RegisteredInputs */
/** @typedef {{}} Dev_App_SecretInputs */
/** @typedef {{}} Dev_ApplicantInputs */
/** @typedef {{}} Dev_ApplicationInputs */
/** @typedef {{}} Dev_Applications_LinkInputs */
/** @typedef {{}} Dev_Applications_TitleInputs */
/** @typedef {{}} Dev_AppliedInputs */
/** @typedef {{}} Dev_ApplyInputs */
/** @typedef {{}} Dev_Apply_TitleInputs */
/** @typedef {{}} Dev_ApproveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Dev_Approve_NamedInputs */
/** @typedef {{}} Dev_Apps_TitleInputs */
/** @typedef {{}} Dev_Authorised_CountInputs */
/** @typedef {{}} Dev_Authorised_TitleInputs */
/** @typedef {{}} Dev_Bad_StatusInputs */
/** @typedef {{}} Dev_BuildingInputs */
/** @typedef {{}} Dev_Building_QuestionInputs */
/** @typedef {{}} Dev_CancelInputs */
/** @typedef {{}} Dev_Client_IdInputs */
/** @typedef {{}} Dev_ConfirmedInputs */
/** @typedef {{}} Dev_Confirmed_TitleInputs */
/** @typedef {{}} Dev_CopiedInputs */
/** @typedef {{}} Dev_CopyInputs */
/** @typedef {{}} Dev_Copy_FailedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Dev_Count_AppsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Dev_Count_GrantsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Dev_Count_KeysInputs */
/** @typedef {{}} Dev_Create_KeyInputs */
/** @typedef {{}} Dev_Create_Key_TitleInputs */
/** @typedef {{}} Dev_DecidedInputs */
/** @typedef {{ state: NonNullable<unknown>, time: NonNullable<unknown> }} Dev_Decided_OnInputs */
/** @typedef {{}} Dev_DecisionInputs */
/** @typedef {{}} Dev_DeclineInputs */
/** @typedef {{ name: NonNullable<unknown> }} Dev_Decline_NamedInputs */
/** @typedef {{ keys: NonNullable<unknown>, apps: NonNullable<unknown>, grants: NonNullable<unknown> }} Dev_Decline_WarningInputs */
/** @typedef {{ name: NonNullable<unknown>, keys: NonNullable<unknown>, apps: NonNullable<unknown>, grants: NonNullable<unknown> }} Dev_Declined_DoneInputs */
/** @typedef {{}} Dev_DeleteInputs */
/** @typedef {{ name: NonNullable<unknown> }} Dev_Delete_NamedInputs */
/** @typedef {{}} Dev_DurationInputs */
/** @typedef {{}} Dev_EditInputs */
/** @typedef {{ name: NonNullable<unknown> }} Dev_Edit_NamedInputs */
/** @typedef {{ email: NonNullable<unknown> }} Dev_Email_UnconfirmedInputs */
/** @typedef {{}} Dev_ExpiresInputs */
/** @typedef {{ days: NonNullable<unknown> }} Dev_Expires_In_DaysInputs */
/** @typedef {{}} Dev_Expires_NeverInputs */
/** @typedef {{}} Dev_Expires_YearInputs */
/** @typedef {{}} Dev_FilterInputs */
/** @typedef {{ app: NonNullable<unknown>, scopes: NonNullable<unknown>, since: NonNullable<unknown> }} Dev_GrantInputs */
/** @typedef {{ app: NonNullable<unknown>, scopes: NonNullable<unknown>, since: NonNullable<unknown>, used: NonNullable<unknown> }} Dev_Grant_UsedInputs */
/** @typedef {{}} Dev_KeyInputs */
/** @typedef {{ name: NonNullable<unknown> }} Dev_Key_CreatedInputs */
/** @typedef {{}} Dev_Key_IdInputs */
/** @typedef {{}} Dev_Key_Or_AppInputs */
/** @typedef {{}} Dev_KeysInputs */
/** @typedef {{}} Dev_Last_UsedInputs */
/** @typedef {{}} Dev_Link_InvalidInputs */
/** @typedef {{}} Dev_Link_Invalid_TitleInputs */
/** @typedef {{ link: NonNullable<unknown> }} Dev_Mail_Approved_BodyInputs */
/** @typedef {{}} Dev_Mail_Approved_SubjectInputs */
/** @typedef {{ link: NonNullable<unknown> }} Dev_Mail_Confirm_BodyInputs */
/** @typedef {{}} Dev_Mail_Confirm_SubjectInputs */
/** @typedef {{}} Dev_Mail_Declined_BodyInputs */
/** @typedef {{}} Dev_Mail_Declined_SubjectInputs */
/** @typedef {{ scopes: NonNullable<unknown> }} Dev_May_HoldInputs */
/** @typedef {{}} Dev_MethodInputs */
/** @typedef {{}} Dev_NameInputs */
/** @typedef {{}} Dev_Nav_AccessInputs */
/** @typedef {{}} Dev_Nav_AppsInputs */
/** @typedef {{}} Dev_Nav_AuthorisedInputs */
/** @typedef {{}} Dev_Nav_EventsInputs */
/** @typedef {{}} Dev_Nav_WebhooksInputs */
/** @typedef {{}} Dev_NeverInputs */
/** @typedef {{}} Dev_New_Key_SecretInputs */
/** @typedef {{}} Dev_No_AppsInputs */
/** @typedef {{}} Dev_No_AuthorisedInputs */
/** @typedef {{}} Dev_No_KeysInputs */
/** @typedef {{}} Dev_No_RequestsInputs */
/** @typedef {{}} Dev_Nobody_WaitingInputs */
/** @typedef {{}} Dev_PathInputs */
/** @typedef {{}} Dev_Path_FilterInputs */
/** @typedef {{}} Dev_PortalInputs */
/** @typedef {{}} Dev_QuickstartInputs */
/** @typedef {{ reference: NonNullable<unknown>, quickstart: NonNullable<unknown> }} Dev_Read_DocsInputs */
/** @typedef {{}} Dev_Redirect_UrisInputs */
/** @typedef {{}} Dev_Redirect_Uris_HintInputs */
/** @typedef {{}} Dev_Refusal_ClosedInputs */
/** @typedef {{}} Dev_Refusal_DeclinedInputs */
/** @typedef {{}} Dev_Refusal_NoneInputs */
/** @typedef {{}} Dev_Refusal_RequestedInputs */
/** @typedef {{}} Dev_RegisterInputs */
/** @typedef {{}} Dev_Register_TitleInputs */
/** @typedef {{}} Dev_Request_IdInputs */
/** @typedef {{}} Dev_Request_LogInputs */
/** @typedef {{}} Dev_RequestsInputs */
/** @typedef {{ days: NonNullable<unknown> }} Dev_Requests_LeadInputs */
/** @typedef {{}} Dev_RevokeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Dev_Revoke_NamedInputs */
/** @typedef {{}} Dev_RotateInputs */
/** @typedef {{ name: NonNullable<unknown> }} Dev_Rotate_NamedInputs */
/** @typedef {{}} Dev_SaveInputs */
/** @typedef {{}} Dev_ScopesInputs */
/** @typedef {{}} Dev_Secret_OnceInputs */
/** @typedef {{}} Dev_Secret_RotatedInputs */
/** @typedef {{}} Dev_SessionInputs */
/** @typedef {{}} Dev_Standing_ApprovedInputs */
/** @typedef {{}} Dev_StateInputs */
/** @typedef {{}} Dev_State_ApprovedInputs */
/** @typedef {{}} Dev_State_DeclinedInputs */
/** @typedef {{}} Dev_State_RequestedInputs */
/** @typedef {{}} Dev_StatusInputs */
/** @typedef {{}} Dev_Status_FilterInputs */
/** @typedef {{}} Dev_TimeInputs */
/** @typedef {{}} Dev_TypeInputs */
/** @typedef {{}} Dev_Type_ConfidentialInputs */
/** @typedef {{}} Dev_Type_Confidential_HintInputs */
/** @typedef {{}} Dev_Type_PublicInputs */
/** @typedef {{}} Dev_Type_Public_HintInputs */
/** @typedef {{}} Dev_UnconfirmedInputs */
/** @typedef {{}} Dev_Waiting_ListInputs */
/** @typedef {{ count: NonNullable<unknown> }} Digest_CatchesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Digest_FinishedInputs */
/** @typedef {{ names: NonNullable<unknown> }} Digest_Finished_ListInputs */
/** @typedef {{ count: NonNullable<unknown> }} Digest_GradesInputs */
/** @typedef {{ species: NonNullable<unknown>, weight: NonNullable<unknown>, diver: NonNullable<unknown> }} Digest_HeaviestInputs */
/** @typedef {{}} Digest_HighlightsInputs */
/** @typedef {{ club: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Digest_IntroInputs */
/** @typedef {{ count: NonNullable<unknown> }} Digest_MembersInputs */
/** @typedef {{ names: NonNullable<unknown> }} Digest_New_MembersInputs */
/** @typedef {{ link: NonNullable<unknown> }} Digest_OpenInputs */
/** @typedef {{ count: NonNullable<unknown> }} Digest_PublishedInputs */
/** @typedef {{ names: NonNullable<unknown> }} Digest_Published_ListInputs */
/** @typedef {{ species: NonNullable<unknown>, weight: NonNullable<unknown>, diver: NonNullable<unknown> }} Digest_RecordInputs */
/** @typedef {{ count: NonNullable<unknown> }} Digest_RecordsInputs */
/** @typedef {{ club: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Digest_SubjectInputs */
/** @typedef {{}} Email_LabelInputs */
/** @typedef {{}} Error_ForbiddenInputs */
/** @typedef {{}} Error_Form_ExpiredInputs */
/** @typedef {{}} Error_Form_Expired_TitleInputs */
/** @typedef {{}} Error_Not_FoundInputs */
/** @typedef {{}} Error_ServerInputs */
/** @typedef {{}} Error_Start_PageInputs */
/** @typedef {{}} Error_Title_400Inputs */
/** @typedef {{}} Error_Title_403Inputs */
/** @typedef {{}} Error_Title_404Inputs */
/** @typedef {{}} Error_Title_405Inputs */
/** @typedef {{}} Error_Title_409Inputs */
/** @typedef {{}} Error_Title_413Inputs */
/** @typedef {{}} Error_Title_415Inputs */
/** @typedef {{}} Error_Title_422Inputs */
/** @typedef {{}} Error_Title_429Inputs */
/** @typedef {{}} Error_Title_503Inputs */
/** @typedef {{}} Error_Title_OtherInputs */
/** @typedef {{}} Footer_LanguageInputs */
/** @typedef {{}} Forgot_PasswordInputs */
/** @typedef {{ year: NonNullable<unknown> }} Form_After_YearInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Form_At_LeastInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Form_At_MostInputs */
/** @typedef {{}} Form_Choose_PhotoInputs */
/** @typedef {{}} Form_Lat_Lon_BothInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Form_Less_ThanInputs */
/** @typedef {{ count: NonNullable<unknown> }} Form_Max_LengthInputs */
/** @typedef {{ count: NonNullable<unknown> }} Form_Min_LengthInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Form_More_ThanInputs */
/** @typedef {{}} Form_Not_A_TimeInputs */
/** @typedef {{}} Form_Not_AcceptedInputs */
/** @typedef {{}} Form_Not_EmptyInputs */
/** @typedef {{}} Form_Not_FutureInputs */
/** @typedef {{}} Form_NumberInputs */
/** @typedef {{}} Form_One_OfInputs */
/** @typedef {{}} Form_RequiredInputs */
/** @typedef {{}} Form_Time_ZoneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Form_Unknown_SpeciesInputs */
/** @typedef {{ name: NonNullable<unknown>, matches: NonNullable<unknown> }} Form_Unknown_Species_CloseInputs */
/** @typedef {{}} Form_Whole_NumberInputs */
/** @typedef {{}} Guide_English_OnlyInputs */
/** @typedef {{}} Guide_GuidesInputs */
/** @typedef {{ link: NonNullable<unknown> }} Guide_LeadInputs */
/** @typedef {{ path: NonNullable<unknown> }} Guide_Not_FoundInputs */
/** @typedef {{}} Guide_Not_Found_TitleInputs */
/** @typedef {{}} Guide_ReferenceInputs */
/** @typedef {{}} Guide_Title_ErrorsInputs */
/** @typedef {{}} Guide_Title_Idempotent_RetriesInputs */
/** @typedef {{}} Guide_Title_Oauth_PkceInputs */
/** @typedef {{}} Guide_Title_Paging_And_SearchInputs */
/** @typedef {{}} Guide_Title_QuickstartInputs */
/** @typedef {{}} Home_BoardsInputs */
/** @typedef {{}} Home_LeadInputs */
/** @typedef {{}} Home_TitleInputs */
/** @typedef {{}} Nav_AdminInputs */
/** @typedef {{}} Nav_CompetitionsInputs */
/** @typedef {{}} Nav_DevelopersInputs */
/** @typedef {{}} Nav_LeaderboardsInputs */
/** @typedef {{}} Nav_Log_CatchInputs */
/** @typedef {{}} Nav_MainInputs */
/** @typedef {{}} Nav_MenuInputs */
/** @typedef {{}} Nav_My_CatchesInputs */
/** @typedef {{}} Nav_SpeciesInputs */
/** @typedef {{}} Nav_StatsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Nav_UnreadInputs */
/** @typedef {{}} Nav_VerifyInputs */
/** @typedef {{ name: NonNullable<unknown> }} Nav_Your_AccountInputs */
/** @typedef {{}} Notice_Account_DeletedInputs */
/** @typedef {{}} Notice_App_DeletedInputs */
/** @typedef {{}} Notice_App_RevokedInputs */
/** @typedef {{}} Notice_App_SavedInputs */
/** @typedef {{}} Notice_Application_ApprovedInputs */
/** @typedef {{}} Notice_Application_DeclinedInputs */
/** @typedef {{}} Notice_AppliedInputs */
/** @typedef {{}} Notice_Delivery_QueuedInputs */
/** @typedef {{}} Notice_DisabledInputs */
/** @typedef {{}} Notice_Email_ChangedInputs */
/** @typedef {{}} Notice_Email_Confirm_SentInputs */
/** @typedef {{}} Notice_EnabledInputs */
/** @typedef {{}} Notice_Endpoint_DeletedInputs */
/** @typedef {{}} Notice_Grade_RefusedInputs */
/** @typedef {{}} Notice_Graded_BronzeInputs */
/** @typedef {{}} Notice_Graded_GoldInputs */
/** @typedef {{}} Notice_Graded_SilverInputs */
/** @typedef {{}} Notice_Invitation_ResentInputs */
/** @typedef {{}} Notice_Invitation_RevokedInputs */
/** @typedef {{}} Notice_InvitedInputs */
/** @typedef {{}} Notice_Key_RevokedInputs */
/** @typedef {{}} Notice_Passkey_AddedInputs */
/** @typedef {{}} Notice_Passkey_RemovedInputs */
/** @typedef {{}} Notice_Passkey_RenamedInputs */
/** @typedef {{}} Notice_Password_ChangedInputs */
/** @typedef {{}} Notice_Person_AddedInputs */
/** @typedef {{}} Notice_Role_ChangedInputs */
/** @typedef {{}} Notice_SavedInputs */
/** @typedef {{}} Notice_Second_Factor_RemovedInputs */
/** @typedef {{}} Notice_Second_Factor_ResetInputs */
/** @typedef {{}} Notice_Secret_RotatedInputs */
/** @typedef {{}} Notice_Session_EndedInputs */
/** @typedef {{}} Notice_Sessions_EndedInputs */
/** @typedef {{}} Notice_Setup_DoneInputs */
/** @typedef {{}} Notice_Sign_Up_ApprovedInputs */
/** @typedef {{}} Notice_Sign_Up_DeclinedInputs */
/** @typedef {{}} Notice_Test_SentInputs */
/** @typedef {{}} Notice_WelcomeInputs */
/** @typedef {{}} Notify_AllInputs */
/** @typedef {{}} Notify_Board_Catch_CountInputs */
/** @typedef {{}} Notify_Board_DeepestInputs */
/** @typedef {{}} Notify_Board_HeaviestInputs */
/** @typedef {{ board: NonNullable<unknown>, old: NonNullable<unknown> }} Notify_Board_LeftInputs */
/** @typedef {{ old: NonNullable<unknown>, new: NonNullable<unknown>, board: NonNullable<unknown> }} Notify_Board_MovedInputs */
/** @typedef {{ season: NonNullable<unknown> }} Notify_Board_SeasonInputs */
/** @typedef {{}} Notify_Board_TitleInputs */
/** @typedef {{}} Notify_Board_Total_WeightInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notify_Boards_MoreInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notify_Boards_TitleInputs */
/** @typedef {{ species: NonNullable<unknown>, tier: NonNullable<unknown>, previous: NonNullable<unknown> }} Notify_Catch_Graded_TextInputs */
/** @typedef {{ tier: NonNullable<unknown> }} Notify_Catch_Graded_TitleInputs */
/** @typedef {{ species: NonNullable<unknown> }} Notify_Catch_Refused_TextInputs */
/** @typedef {{}} Notify_Catch_Refused_TitleInputs */
/** @typedef {{}} Notify_ChooseInputs */
/** @typedef {{ name: NonNullable<unknown> }} Notify_Developer_TextInputs */
/** @typedef {{}} Notify_Developer_TitleInputs */
/** @typedef {{ club: NonNullable<unknown> }} Notify_Digest_TitleInputs */
/** @typedef {{}} Notify_EmailInputs */
/** @typedef {{}} Notify_Email_DailyInputs */
/** @typedef {{}} Notify_Email_InstantInputs */
/** @typedef {{}} Notify_Email_OffInputs */
/** @typedef {{}} Notify_Email_WeeklyInputs */
/** @typedef {{ competition: NonNullable<unknown> }} Notify_Final_TextInputs */
/** @typedef {{}} Notify_Final_TitleInputs */
/** @typedef {{}} Notify_In_AppInputs */
/** @typedef {{}} Notify_Kind_Board_OvertakenInputs */
/** @typedef {{}} Notify_Kind_Catch_GradedInputs */
/** @typedef {{}} Notify_Kind_Club_DigestInputs */
/** @typedef {{}} Notify_Kind_Competition_OvertakenInputs */
/** @typedef {{}} Notify_Kind_Competition_PublishedInputs */
/** @typedef {{}} Notify_Kind_Competition_ResultsInputs */
/** @typedef {{}} Notify_Kind_Developer_Application_WaitingInputs */
/** @typedef {{}} Notify_Kind_Protest_On_EntryInputs */
/** @typedef {{}} Notify_Kind_Sign_Up_WaitingInputs */
/** @typedef {{}} Notify_Kind_Verification_RequestedInputs */
/** @typedef {{ link: NonNullable<unknown> }} Notify_Mail_ChoicesInputs */
/** @typedef {{ count: NonNullable<unknown>, link: NonNullable<unknown> }} Notify_Mail_MoreInputs */
/** @typedef {{ link: NonNullable<unknown> }} Notify_Mail_StopInputs */
/** @typedef {{ count: NonNullable<unknown>, kind: NonNullable<unknown> }} Notify_Mail_Subject_ManyInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Notify_Mail_WhyInputs */
/** @typedef {{}} Notify_Mark_All_ReadInputs */
/** @typedef {{}} Notify_No_DevicesInputs */
/** @typedef {{}} Notify_Nothing_UnreadInputs */
/** @typedef {{}} Notify_Nothing_YetInputs */
/** @typedef {{ competition: NonNullable<unknown>, old: NonNullable<unknown> }} Notify_Overtaken_LeftInputs */
/** @typedef {{ old: NonNullable<unknown>, new: NonNullable<unknown>, competition: NonNullable<unknown> }} Notify_Overtaken_MovedInputs */
/** @typedef {{ competition: NonNullable<unknown> }} Notify_Overtaken_TitleInputs */
/** @typedef {{}} Notify_Page_TitleInputs */
/** @typedef {{ competition: NonNullable<unknown> }} Notify_Protest_Catch_TextInputs */
/** @typedef {{ competition: NonNullable<unknown> }} Notify_Protest_Entry_TextInputs */
/** @typedef {{}} Notify_Protest_TitleInputs */
/** @typedef {{ competition: NonNullable<unknown> }} Notify_Provisional_TextInputs */
/** @typedef {{}} Notify_Provisional_TitleInputs */
/** @typedef {{ competition: NonNullable<unknown> }} Notify_Published_TextInputs */
/** @typedef {{}} Notify_Published_TitleInputs */
/** @typedef {{}} Notify_Push_HeadingInputs */
/** @typedef {{}} Notify_Push_OffInputs */
/** @typedef {{}} Notify_Push_OnInputs */
/** @typedef {{}} Notify_Push_UnavailableInputs */
/** @typedef {{ note: NonNullable<unknown> }} Notify_ReasonInputs */
/** @typedef {{}} Notify_SaveInputs */
/** @typedef {{}} Notify_Settings_HeadingInputs */
/** @typedef {{ name: NonNullable<unknown> }} Notify_Sign_Up_TextInputs */
/** @typedef {{}} Notify_Sign_Up_TitleInputs */
/** @typedef {{ time: NonNullable<unknown> }} Notify_SinceInputs */
/** @typedef {{}} Notify_Stop_PushInputs */
/** @typedef {{}} Notify_Tier_BronzeInputs */
/** @typedef {{}} Notify_Tier_GoldInputs */
/** @typedef {{}} Notify_Tier_SilverInputs */
/** @typedef {{}} Notify_Tier_UnverifiedInputs */
/** @typedef {{}} Notify_UnreadInputs */
/** @typedef {{}} Notify_Unread_OnlyInputs */
/** @typedef {{}} Notify_Unsubscribe_ButtonInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Notify_Unsubscribe_ExplainInputs */
/** @typedef {{ link: NonNullable<unknown> }} Notify_Unsubscribe_InvalidInputs */
/** @typedef {{}} Notify_Unsubscribe_Invalid_TitleInputs */
/** @typedef {{}} Notify_Unsubscribe_QuestionInputs */
/** @typedef {{}} Notify_Unsubscribe_TitleInputs */
/** @typedef {{}} Notify_Unsubscribed_HeadingInputs */
/** @typedef {{ kind: NonNullable<unknown>, link: NonNullable<unknown> }} Notify_Unsubscribed_TextInputs */
/** @typedef {{}} Notify_Unsubscribed_TitleInputs */
/** @typedef {{ diver: NonNullable<unknown>, species: NonNullable<unknown> }} Notify_Verification_Requested_TextInputs */
/** @typedef {{}} Notify_Verification_Requested_TitleInputs */
/** @typedef {{}} Notify_Your_AccountInputs */
/** @typedef {{}} Notify_Your_NotificationsInputs */
/** @typedef {{ destination: NonNullable<unknown> }} Oauth_AfterwardsInputs */
/** @typedef {{}} Oauth_AllowInputs */
/** @typedef {{ app: NonNullable<unknown> }} Oauth_Allow_QuestionInputs */
/** @typedef {{ app: NonNullable<unknown> }} Oauth_Allow_TitleInputs */
/** @typedef {{}} Oauth_App_DisabledInputs */
/** @typedef {{}} Oauth_DenyInputs */
/** @typedef {{}} Oauth_Link_BrokenInputs */
/** @typedef {{}} Oauth_No_ClientInputs */
/** @typedef {{}} Oauth_No_RedirectInputs */
/** @typedef {{}} Oauth_Repeated_RedirectInputs */
/** @typedef {{}} Oauth_Unknown_AppInputs */
/** @typedef {{}} Oauth_Unregistered_RedirectInputs */
/** @typedef {{ app: NonNullable<unknown>, person: NonNullable<unknown>, email: NonNullable<unknown> }} Oauth_WantsInputs */
/** @typedef {{ scopes: NonNullable<unknown> }} Oauth_WithheldInputs */
/** @typedef {{ time: NonNullable<unknown> }} Offline_Back_In_ReachInputs */
/** @typedef {{ time: NonNullable<unknown> }} Offline_CaughtInputs */
/** @typedef {{}} Offline_DiscardInputs */
/** @typedef {{}} Offline_DismissInputs */
/** @typedef {{}} Offline_FixInputs */
/** @typedef {{}} Offline_Fix_ElsewhereInputs */
/** @typedef {{}} Offline_FixingInputs */
/** @typedef {{ time: NonNullable<unknown> }} Offline_No_ConnectionInputs */
/** @typedef {{}} Offline_Open_CatchInputs */
/** @typedef {{}} Offline_Outbox_TitleInputs */
/** @typedef {{}} Offline_Page_HeadingInputs */
/** @typedef {{ link: NonNullable<unknown> }} Offline_Page_TextInputs */
/** @typedef {{}} Offline_Page_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Offline_PhotosInputs */
/** @typedef {{}} Offline_SavedInputs */
/** @typedef {{}} Offline_SavingInputs */
/** @typedef {{}} Offline_Sent_SavedInputs */
/** @typedef {{}} Offline_Sign_In_AgainInputs */
/** @typedef {{}} Offline_Sign_In_To_SendInputs */
/** @typedef {{ count: NonNullable<unknown> }} Offline_Sign_Out_QuestionInputs */
/** @typedef {{}} Offline_State_RefusedInputs */
/** @typedef {{}} Offline_State_SentInputs */
/** @typedef {{}} Offline_State_WaitingInputs */
/** @typedef {{}} Offline_Unnamed_SpeciesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Offline_WaitingInputs */
/** @typedef {{}} Offline_You_Are_OfflineInputs */
/** @typedef {{}} OrInputs */
/** @typedef {{}} Pager_LabelInputs */
/** @typedef {{}} Pager_NextInputs */
/** @typedef {{ page: NonNullable<unknown> }} Pager_PageInputs */
/** @typedef {{ page: NonNullable<unknown>, last: NonNullable<unknown> }} Pager_Page_OfInputs */
/** @typedef {{}} Pager_PreviousInputs */
/** @typedef {{}} Passkey_Sign_InInputs */
/** @typedef {{}} Password_LabelInputs */
/** @typedef {{}} Problems_TitleInputs */
/** @typedef {{}} Scope_Account_ReadInputs */
/** @typedef {{}} Scope_Account_WriteInputs */
/** @typedef {{}} Scope_Catches_ReadInputs */
/** @typedef {{}} Scope_Catches_WriteInputs */
/** @typedef {{}} Scope_Club_WriteInputs */
/** @typedef {{}} Scope_Competitions_WriteInputs */
/** @typedef {{}} Scope_Leaderboards_ReadInputs */
/** @typedef {{}} Scope_Species_ReadInputs */
/** @typedef {{}} Scope_Species_WriteInputs */
/** @typedef {{}} Scope_Verifications_WriteInputs */
/** @typedef {{}} Scope_Webhooks_ReadInputs */
/** @typedef {{}} Scope_Webhooks_WriteInputs */
/** @typedef {{}} Share_Board_Catch_CountInputs */
/** @typedef {{}} Share_Board_DeepestInputs */
/** @typedef {{ club: NonNullable<unknown>, board: NonNullable<unknown> }} Share_Board_DescriptionInputs */
/** @typedef {{}} Share_Board_EmptyInputs */
/** @typedef {{}} Share_Board_HeaviestInputs */
/** @typedef {{}} Share_Board_Total_WeightInputs */
/** @typedef {{}} Share_ButtonInputs */
/** @typedef {{ diver: NonNullable<unknown> }} Share_Catch_ByInputs */
/** @typedef {{ diver: NonNullable<unknown>, club: NonNullable<unknown> }} Share_Catch_DescriptionInputs */
/** @typedef {{ species: NonNullable<unknown>, weight: NonNullable<unknown> }} Share_Catch_TitleInputs */
/** @typedef {{}} Share_CopiedInputs */
/** @typedef {{}} Share_Copy_FailedInputs */
/** @typedef {{}} Share_LinkInputs */
/** @typedef {{ rank: NonNullable<unknown>, name: NonNullable<unknown>, value: NonNullable<unknown> }} Share_PlaceInputs */
/** @typedef {{ rank: NonNullable<unknown>, name: NonNullable<unknown>, points: NonNullable<unknown> }} Share_PodiumInputs */
/** @typedef {{ status: NonNullable<unknown>, name: NonNullable<unknown>, club: NonNullable<unknown> }} Share_Results_DescriptionInputs */
/** @typedef {{}} Share_SharedInputs */
/** @typedef {{}} Share_Status_CancelledInputs */
/** @typedef {{}} Share_Status_FinalInputs */
/** @typedef {{}} Share_Status_OpenInputs */
/** @typedef {{}} Share_Status_ProvisionalInputs */
/** @typedef {{}} Share_Status_RunningInputs */
/** @typedef {{}} Sign_InInputs */
/** @typedef {{}} Sign_In_AgainInputs */
/** @typedef {{}} Sign_In_BusyInputs */
/** @typedef {{}} Sign_In_Busy_TitleInputs */
/** @typedef {{}} Sign_In_Expired_TitleInputs */
/** @typedef {{}} Sign_In_FinishedInputs */
/** @typedef {{}} Sign_In_LeadInputs */
/** @typedef {{}} Sign_In_Lead_ProvidersInputs */
/** @typedef {{}} Sign_In_Link_StaleInputs */
/** @typedef {{}} Sign_In_Many_AttemptsInputs */
/** @typedef {{}} Sign_In_MismatchInputs */
/** @typedef {{}} Sign_In_Paused_TitleInputs */
/** @typedef {{}} Sign_In_StaleInputs */
/** @typedef {{}} Sign_In_UncountableInputs */
/** @typedef {{}} Sign_In_UnknownInputs */
/** @typedef {{}} Sign_In_Unknown_TitleInputs */
/** @typedef {{}} Sign_OutInputs */
/** @typedef {{}} Site_DescriptionInputs */
/** @typedef {{}} Skip_To_ContentInputs */
/** @typedef {{}} Species_Add_PhotoInputs */
/** @typedef {{}} Species_Apply_ChangesInputs */
/** @typedef {{}} Species_AuthorInputs */
/** @typedef {{}} Species_Best_Of_EachInputs */
/** @typedef {{ diver: NonNullable<unknown> }} Species_By_DiverInputs */
/** @typedef {{}} Species_CatalogueInputs */
/** @typedef {{ count: NonNullable<unknown> }} Species_CatchesInputs */
/** @typedef {{ species: NonNullable<unknown>, diver: NonNullable<unknown> }} Species_Caught_ByInputs */
/** @typedef {{}} Species_Change_AddInputs */
/** @typedef {{}} Species_Change_UpdateInputs */
/** @typedef {{}} Species_ChangesInputs */
/** @typedef {{}} Species_Col_ChangeInputs */
/** @typedef {{}} Species_Col_ScientificInputs */
/** @typedef {{ count: NonNullable<unknown> }} Species_CountInputs */
/** @typedef {{}} Species_Csv_FileInputs */
/** @typedef {{}} Species_Deepest_BronzeInputs */
/** @typedef {{ species: NonNullable<unknown> }} Species_Edit_TitleInputs */
/** @typedef {{}} Species_English_NameInputs */
/** @typedef {{}} Species_FindInputs */
/** @typedef {{}} Species_Find_By_NameInputs */
/** @typedef {{ count: NonNullable<unknown> }} Species_Heaviest_FirstInputs */
/** @typedef {{}} Species_Import_CsvInputs */
/** @typedef {{}} Species_Import_HeadingInputs */
/** @typedef {{ add: NonNullable<unknown>, update: NonNullable<unknown>, unchanged: NonNullable<unknown>, rejected: NonNullable<unknown> }} Species_Import_PreviewInputs */
/** @typedef {{}} Species_Import_TitleInputs */
/** @typedef {{ added: NonNullable<unknown>, updated: NonNullable<unknown>, unchanged: NonNullable<unknown> }} Species_ImportedInputs */
/** @typedef {{}} Species_Latest_VerifiedInputs */
/** @typedef {{}} Species_LicenceInputs */
/** @typedef {{ count: NonNullable<unknown> }} Species_LoggedInputs */
/** @typedef {{}} Species_NamesInputs */
/** @typedef {{}} Species_Names_CreditedInputs */
/** @typedef {{ licence: NonNullable<unknown> }} Species_Names_LicenceInputs */
/** @typedef {{}} Species_No_Catches_YetInputs */
/** @typedef {{}} Species_No_LicenceInputs */
/** @typedef {{}} Species_No_Published_RecordInputs */
/** @typedef {{}} Species_None_YetInputs */
/** @typedef {{}} Species_None_Yet_SentenceInputs */
/** @typedef {{}} Species_Other_NamesInputs */
/** @typedef {{}} Species_PhotoInputs */
/** @typedef {{}} Species_Preview_ChangesInputs */
/** @typedef {{ measure: NonNullable<unknown>, link: NonNullable<unknown> }} Species_Record_ByInputs */
/** @typedef {{}} Species_Records_HereInputs */
/** @typedef {{}} Species_Reference_RecordsInputs */
/** @typedef {{}} Species_Rejected_LabelInputs */
/** @typedef {{ line: NonNullable<unknown>, reason: NonNullable<unknown> }} Species_Rejected_LineInputs */
/** @typedef {{ count: NonNullable<unknown> }} Species_Rejected_LinesInputs */
/** @typedef {{}} Species_Save_NamesInputs */
/** @typedef {{}} Species_SearchInputs */
/** @typedef {{}} Species_Season_In_ChartsInputs */
/** @typedef {{ tier: NonNullable<unknown> }} Species_Tier_Or_BetterInputs */
/** @typedef {{}} Species_TitleInputs */
/** @typedef {{}} Species_Unknown_AuthorInputs */
/** @typedef {{ diver: NonNullable<unknown> }} Species_Verified_Catch_ByInputs */
/** @typedef {{}} Species_Weights_ChartInputs */
/** @typedef {{}} Stats_Active_Divers_By_MonthInputs */
/** @typedef {{}} Stats_Admins_OnlyInputs */
/** @typedef {{ species: NonNullable<unknown>, weight: NonNullable<unknown> }} Stats_Bests_SummaryInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Stats_Bests_TitleInputs */
/** @typedef {{}} Stats_Catches_By_MonthInputs */
/** @typedef {{ count: NonNullable<unknown> }} Stats_Catches_CountInputs */
/** @typedef {{}} Stats_Club_MarkInputs */
/** @typedef {{}} Stats_Club_SeasonInputs */
/** @typedef {{ year: NonNullable<unknown> }} Stats_Club_Season_TitleInputs */
/** @typedef {{ catches: NonNullable<unknown>, divers: NonNullable<unknown>, year: NonNullable<unknown> }} Stats_Club_TotalsInputs */
/** @typedef {{}} Stats_Col_Active_DiversInputs */
/** @typedef {{}} Stats_Col_CatchesInputs */
/** @typedef {{}} Stats_Col_Club_RecordInputs */
/** @typedef {{}} Stats_Col_DateInputs */
/** @typedef {{}} Stats_Col_MonthInputs */
/** @typedef {{}} Stats_Col_SpeciesInputs */
/** @typedef {{}} Stats_Col_WeightInputs */
/** @typedef {{}} Stats_Col_YoursInputs */
/** @typedef {{}} Stats_Deepest_Against_ClubInputs */
/** @typedef {{ diver: NonNullable<unknown> }} Stats_Diver_SeasonInputs */
/** @typedef {{ diver: NonNullable<unknown>, year: NonNullable<unknown> }} Stats_Diver_Season_TitleInputs */
/** @typedef {{ catches: NonNullable<unknown>, weight: NonNullable<unknown>, year: NonNullable<unknown> }} Stats_Diver_TotalsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Stats_Divers_CountInputs */
/** @typedef {{}} Stats_Heaviest_Against_ClubInputs */
/** @typedef {{ weight: NonNullable<unknown> }} Stats_In_AllInputs */
/** @typedef {{ species: NonNullable<unknown>, name: NonNullable<unknown>, count: NonNullable<unknown>, total: NonNullable<unknown> }} Stats_Mix_SummaryInputs */
/** @typedef {{ month: NonNullable<unknown>, count: NonNullable<unknown> }} Stats_Most_Catches_InInputs */
/** @typedef {{ month: NonNullable<unknown>, count: NonNullable<unknown> }} Stats_Most_Divers_InInputs */
/** @typedef {{}} Stats_No_CatchesInputs */
/** @typedef {{}} Stats_No_Catches_MonthsInputs */
/** @typedef {{}} Stats_Record_BronzeInputs */
/** @typedef {{}} Stats_Record_GoldInputs */
/** @typedef {{ held: NonNullable<unknown>, shown: NonNullable<unknown> }} Stats_Record_HeldInputs */
/** @typedef {{}} Stats_Record_SilverInputs */
/** @typedef {{ year: NonNullable<unknown> }} Stats_SeasonInputs */
/** @typedef {{}} Stats_SeasonsInputs */
/** @typedef {{}} Stats_Species_MixInputs */
/** @typedef {{}} Stats_The_SpeciesInputs */
/** @typedef {{}} Stats_TitleInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Stats_Weight_By_MonthInputs */
/** @typedef {{}} Stats_Weights_Of_A_SpeciesInputs */
/** @typedef {{}} Stats_Weights_SummaryInputs */
/** @typedef {{}} Stats_Weights_Summary_No_RecordsInputs */
/** @typedef {{ species: NonNullable<unknown>, unit: NonNullable<unknown> }} Stats_Weights_TitleInputs */
/** @typedef {{}} Stats_World_RecordInputs */
/** @typedef {{}} Stats_Your_SeasonInputs */
/** @typedef {{}} Verify_AskInputs */
/** @typedef {{ time: NonNullable<unknown> }} Verify_AskedInputs */
/** @typedef {{ note: NonNullable<unknown> }} Verify_Diver_MessageInputs */
/** @typedef {{}} Verify_EvidenceInputs */
/** @typedef {{}} Verify_Evidence_And_GradingInputs */
/** @typedef {{}} Verify_Evidence_NoteInputs */
/** @typedef {{}} Verify_Gap_Bad_DateInputs */
/** @typedef {{}} Verify_Gap_FreediveInputs */
/** @typedef {{}} Verify_Gap_Interested_WitnessInputs */
/** @typedef {{}} Verify_Gap_MeasurementInputs */
/** @typedef {{}} Verify_Gap_Not_This_CatchInputs */
/** @typedef {{ tier: NonNullable<unknown> }} Verify_Gap_PhotoInputs */
/** @typedef {{}} Verify_Gap_Scale_DateInputs */
/** @typedef {{}} Verify_Gap_Weigh_PhotoInputs */
/** @typedef {{}} Verify_Gap_WitnessInputs */
/** @typedef {{}} Verify_GradeInputs */
/** @typedef {{ tier: NonNullable<unknown> }} Verify_Grade_AsInputs */
/** @typedef {{ species: NonNullable<unknown> }} Verify_HeadingInputs */
/** @typedef {{}} Verify_HistoryInputs */
/** @typedef {{ tier: NonNullable<unknown> }} Verify_LacksInputs */
/** @typedef {{}} Verify_LadderInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Verify_LengthInputs */
/** @typedef {{}} Verify_MeasurementInputs */
/** @typedef {{ tier: NonNullable<unknown> }} Verify_MeetsInputs */
/** @typedef {{}} Verify_Message_To_VerifierInputs */
/** @typedef {{}} Verify_MethodInputs */
/** @typedef {{}} Verify_Needs_BronzeInputs */
/** @typedef {{}} Verify_Needs_GoldInputs */
/** @typedef {{}} Verify_Needs_SilverInputs */
/** @typedef {{}} Verify_No_PhotosInputs */
/** @typedef {{}} Verify_No_Photos_YetInputs */
/** @typedef {{}} Verify_NoneInputs */
/** @typedef {{}} Verify_Own_CatchInputs */
/** @typedef {{ species: NonNullable<unknown>, number: NonNullable<unknown> }} Verify_Photo_AltInputs */
/** @typedef {{ number: NonNullable<unknown> }} Verify_Photo_NumberInputs */
/** @typedef {{ number: NonNullable<unknown> }} Verify_Photo_WeighingInputs */
/** @typedef {{}} Verify_PhotosInputs */
/** @typedef {{}} Verify_Photos_FullInputs */
/** @typedef {{}} Verify_Photos_Of_FishInputs */
/** @typedef {{}} Verify_Queue_TitleInputs */
/** @typedef {{}} Verify_ReasonInputs */
/** @typedef {{}} Verify_RefuseInputs */
/** @typedef {{ count: NonNullable<unknown> }} Verify_RequestsInputs */
/** @typedef {{}} Verify_Scale_CertifiedInputs */
/** @typedef {{ species: NonNullable<unknown> }} Verify_TitleInputs */
/** @typedef {{}} Verify_WaitingInputs */
/** @typedef {{}} Verify_Weigh_PhotoInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Verify_WeightInputs */
/** @typedef {{}} Verify_WitnessInputs */
/** @typedef {{}} Verify_Witness_ContactInputs */
/** @typedef {{}} Verify_Witness_NameInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Wait_And_RetryInputs */
/** @typedef {{ link: NonNullable<unknown> }} Way_In_ApprovalInputs */
/** @typedef {{}} Way_In_AskInputs */
/** @typedef {{}} Way_In_ClosedInputs */
/** @typedef {{ link: NonNullable<unknown> }} Way_In_DevelopersInputs */
/** @typedef {{}} Way_In_Early_AccessInputs */
/** @typedef {{}} Way_In_InviteInputs */
/** @typedef {{ link: NonNullable<unknown> }} Way_In_OpenInputs */
/** @typedef {{}} Way_In_Sign_UpInputs */
import * as __en from "./en.js"
import * as __es from "./es.js"
import * as __fr from "./fr.js"
import * as __it from "./it.js"
import * as __pt from "./pt.js"
import * as __el from "./el.js"
import * as __hr from "./hr.js"
/**
* | output |
* | --- |
* | "Any" |
*
* @param {Board_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_any = /** @type {((inputs?: Board_AnyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_AnyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_any(inputs)
	if (locale === "fr") return __fr.board_any(inputs)
	if (locale === "it") return __it.board_any(inputs)
	if (locale === "pt") return __pt.board_any(inputs)
	if (locale === "el") return __el.board_any(inputs)
	if (locale === "hr") return __hr.board_any(inputs)
	return __en.board_any(inputs)
});
/**
* | output |
* | --- |
* | "{link}: ask for verification on each" |
*
* @param {Board_Ask_EachInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_ask_each = /** @type {((inputs: Board_Ask_EachInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Ask_EachInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_ask_each(inputs)
	if (locale === "fr") return __fr.board_ask_each(inputs)
	if (locale === "it") return __it.board_ask_each(inputs)
	if (locale === "pt") return __pt.board_ask_each(inputs)
	if (locale === "el") return __el.board_ask_each(inputs)
	if (locale === "hr") return __hr.board_ask_each(inputs)
	return __en.board_ask_each(inputs)
});
/**
* | output |
* | --- |
* | "Board" |
*
* @param {Board_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_board = /** @type {((inputs?: Board_BoardInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_BoardInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_board(inputs)
	if (locale === "fr") return __fr.board_board(inputs)
	if (locale === "it") return __it.board_board(inputs)
	if (locale === "pt") return __pt.board_board(inputs)
	if (locale === "el") return __el.board_board(inputs)
	if (locale === "hr") return __hr.board_board(inputs)
	return __en.board_board(inputs)
});
/**
* | output |
* | --- |
* | "Boards" |
*
* @param {Board_Boards_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_boards_label = /** @type {((inputs?: Board_Boards_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Boards_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_boards_label(inputs)
	if (locale === "fr") return __fr.board_boards_label(inputs)
	if (locale === "it") return __it.board_boards_label(inputs)
	if (locale === "pt") return __pt.board_boards_label(inputs)
	if (locale === "el") return __el.board_boards_label(inputs)
	if (locale === "hr") return __hr.board_boards_label(inputs)
	return __en.board_boards_label(inputs)
});
/**
* | output |
* | --- |
* | "How many fish each diver landed." |
*
* @param {Board_Caption_Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_caption_catch_count = /** @type {((inputs?: Board_Caption_Catch_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Caption_Catch_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_caption_catch_count(inputs)
	if (locale === "fr") return __fr.board_caption_catch_count(inputs)
	if (locale === "it") return __it.board_caption_catch_count(inputs)
	if (locale === "pt") return __pt.board_caption_catch_count(inputs)
	if (locale === "el") return __el.board_caption_catch_count(inputs)
	if (locale === "hr") return __hr.board_caption_catch_count(inputs)
	return __en.board_caption_catch_count(inputs)
});
/**
* | output |
* | --- |
* | "Each diver’s deepest catch, with the catch." |
*
* @param {Board_Caption_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_caption_deepest = /** @type {((inputs?: Board_Caption_DeepestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Caption_DeepestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_caption_deepest(inputs)
	if (locale === "fr") return __fr.board_caption_deepest(inputs)
	if (locale === "it") return __it.board_caption_deepest(inputs)
	if (locale === "pt") return __pt.board_caption_deepest(inputs)
	if (locale === "el") return __el.board_caption_deepest(inputs)
	if (locale === "hr") return __hr.board_caption_deepest(inputs)
	return __en.board_caption_deepest(inputs)
});
/**
* | output |
* | --- |
* | "Each diver’s heaviest fish, with the catch." |
*
* @param {Board_Caption_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_caption_heaviest = /** @type {((inputs?: Board_Caption_HeaviestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Caption_HeaviestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_caption_heaviest(inputs)
	if (locale === "fr") return __fr.board_caption_heaviest(inputs)
	if (locale === "it") return __it.board_caption_heaviest(inputs)
	if (locale === "pt") return __pt.board_caption_heaviest(inputs)
	if (locale === "el") return __el.board_caption_heaviest(inputs)
	if (locale === "hr") return __hr.board_caption_heaviest(inputs)
	return __en.board_caption_heaviest(inputs)
});
/**
* | output |
* | --- |
* | "All the fish each diver landed, weighed together." |
*
* @param {Board_Caption_Total_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_caption_total_weight = /** @type {((inputs?: Board_Caption_Total_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Caption_Total_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_caption_total_weight(inputs)
	if (locale === "fr") return __fr.board_caption_total_weight(inputs)
	if (locale === "it") return __it.board_caption_total_weight(inputs)
	if (locale === "pt") return __pt.board_caption_total_weight(inputs)
	if (locale === "el") return __el.board_caption_total_weight(inputs)
	if (locale === "hr") return __hr.board_caption_total_weight(inputs)
	return __en.board_caption_total_weight(inputs)
});
/**
* | output |
* | --- |
* | "Most catches" |
*
* @param {Board_Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_catch_count = /** @type {((inputs?: Board_Catch_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Catch_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_catch_count(inputs)
	if (locale === "fr") return __fr.board_catch_count(inputs)
	if (locale === "it") return __it.board_catch_count(inputs)
	if (locale === "pt") return __pt.board_catch_count(inputs)
	if (locale === "el") return __el.board_catch_count(inputs)
	if (locale === "hr") return __hr.board_catch_count(inputs)
	return __en.board_catch_count(inputs)
});
/**
* | output |
* | --- |
* | "Choose the board and filters" |
*
* @param {Board_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_choose = /** @type {((inputs?: Board_ChooseInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_ChooseInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_choose(inputs)
	if (locale === "fr") return __fr.board_choose(inputs)
	if (locale === "it") return __it.board_choose(inputs)
	if (locale === "pt") return __pt.board_choose(inputs)
	if (locale === "el") return __el.board_choose(inputs)
	if (locale === "hr") return __hr.board_choose(inputs)
	return __en.board_choose(inputs)
});
/**
* | output |
* | --- |
* | "Catch" |
*
* @param {Board_Col_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_col_catch = /** @type {((inputs?: Board_Col_CatchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_CatchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_col_catch(inputs)
	if (locale === "fr") return __fr.board_col_catch(inputs)
	if (locale === "it") return __it.board_col_catch(inputs)
	if (locale === "pt") return __pt.board_col_catch(inputs)
	if (locale === "el") return __el.board_col_catch(inputs)
	if (locale === "hr") return __hr.board_col_catch(inputs)
	return __en.board_col_catch(inputs)
});
/**
* | output |
* | --- |
* | "Catches" |
*
* @param {Board_Col_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_col_catches = /** @type {((inputs?: Board_Col_CatchesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_CatchesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_col_catches(inputs)
	if (locale === "fr") return __fr.board_col_catches(inputs)
	if (locale === "it") return __it.board_col_catches(inputs)
	if (locale === "pt") return __pt.board_col_catches(inputs)
	if (locale === "el") return __el.board_col_catches(inputs)
	if (locale === "hr") return __hr.board_col_catches(inputs)
	return __en.board_col_catches(inputs)
});
/**
* | output |
* | --- |
* | "Depth" |
*
* @param {Board_Col_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_col_depth = /** @type {((inputs?: Board_Col_DepthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_DepthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_col_depth(inputs)
	if (locale === "fr") return __fr.board_col_depth(inputs)
	if (locale === "it") return __it.board_col_depth(inputs)
	if (locale === "pt") return __pt.board_col_depth(inputs)
	if (locale === "el") return __el.board_col_depth(inputs)
	if (locale === "hr") return __hr.board_col_depth(inputs)
	return __en.board_col_depth(inputs)
});
/**
* | output |
* | --- |
* | "Diver" |
*
* @param {Board_Col_DiverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_col_diver = /** @type {((inputs?: Board_Col_DiverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_DiverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_col_diver(inputs)
	if (locale === "fr") return __fr.board_col_diver(inputs)
	if (locale === "it") return __it.board_col_diver(inputs)
	if (locale === "pt") return __pt.board_col_diver(inputs)
	if (locale === "el") return __el.board_col_diver(inputs)
	if (locale === "hr") return __hr.board_col_diver(inputs)
	return __en.board_col_diver(inputs)
});
/**
* | output |
* | --- |
* | "Rank" |
*
* @param {Board_Col_RankInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_col_rank = /** @type {((inputs?: Board_Col_RankInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_RankInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_col_rank(inputs)
	if (locale === "fr") return __fr.board_col_rank(inputs)
	if (locale === "it") return __it.board_col_rank(inputs)
	if (locale === "pt") return __pt.board_col_rank(inputs)
	if (locale === "el") return __el.board_col_rank(inputs)
	if (locale === "hr") return __hr.board_col_rank(inputs)
	return __en.board_col_rank(inputs)
});
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Board_Col_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_col_weight = /** @type {((inputs?: Board_Col_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_col_weight(inputs)
	if (locale === "fr") return __fr.board_col_weight(inputs)
	if (locale === "it") return __it.board_col_weight(inputs)
	if (locale === "pt") return __pt.board_col_weight(inputs)
	if (locale === "el") return __el.board_col_weight(inputs)
	if (locale === "hr") return __hr.board_col_weight(inputs)
	return __en.board_col_weight(inputs)
});
/**
* | output |
* | --- |
* | "Deepest catch" |
*
* @param {Board_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_deepest = /** @type {((inputs?: Board_DeepestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_DeepestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_deepest(inputs)
	if (locale === "fr") return __fr.board_deepest(inputs)
	if (locale === "it") return __it.board_deepest(inputs)
	if (locale === "pt") return __pt.board_deepest(inputs)
	if (locale === "el") return __el.board_deepest(inputs)
	if (locale === "hr") return __hr.board_deepest(inputs)
	return __en.board_deepest(inputs)
});
/**
* | output |
* | --- |
* | "freedive" |
*
* @param {Board_Dive_FreediveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_dive_freedive = /** @type {((inputs?: Board_Dive_FreediveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Dive_FreediveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_dive_freedive(inputs)
	if (locale === "fr") return __fr.board_dive_freedive(inputs)
	if (locale === "it") return __it.board_dive_freedive(inputs)
	if (locale === "pt") return __pt.board_dive_freedive(inputs)
	if (locale === "el") return __el.board_dive_freedive(inputs)
	if (locale === "hr") return __hr.board_dive_freedive(inputs)
	return __en.board_dive_freedive(inputs)
});
/**
* | output |
* | --- |
* | "scuba" |
*
* @param {Board_Dive_ScubaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_dive_scuba = /** @type {((inputs?: Board_Dive_ScubaInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Dive_ScubaInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_dive_scuba(inputs)
	if (locale === "fr") return __fr.board_dive_scuba(inputs)
	if (locale === "it") return __it.board_dive_scuba(inputs)
	if (locale === "pt") return __pt.board_dive_scuba(inputs)
	if (locale === "el") return __el.board_dive_scuba(inputs)
	if (locale === "hr") return __hr.board_dive_scuba(inputs)
	return __en.board_dive_scuba(inputs)
});
/**
* | output |
* | --- |
* | "Dive type" |
*
* @param {Board_Dive_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_dive_type = /** @type {((inputs?: Board_Dive_TypeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Dive_TypeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_dive_type(inputs)
	if (locale === "fr") return __fr.board_dive_type(inputs)
	if (locale === "it") return __it.board_dive_type(inputs)
	if (locale === "pt") return __pt.board_dive_type(inputs)
	if (locale === "el") return __el.board_dive_type(inputs)
	if (locale === "hr") return __hr.board_dive_type(inputs)
	return __en.board_dive_type(inputs)
});
/**
* | output |
* | --- |
* | "embeddable board" |
*
* @param {Board_EmbeddableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_embeddable = /** @type {((inputs?: Board_EmbeddableInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_EmbeddableInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_embeddable(inputs)
	if (locale === "fr") return __fr.board_embeddable(inputs)
	if (locale === "it") return __it.board_embeddable(inputs)
	if (locale === "pt") return __pt.board_embeddable(inputs)
	if (locale === "el") return __el.board_embeddable(inputs)
	if (locale === "hr") return __hr.board_embeddable(inputs)
	return __en.board_embeddable(inputs)
});
/**
* | output |
* | --- |
* | "This board shows catches verified bronze or better: the club’s choice, so that a record is a record." |
*
* @param {Board_Empty_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_empty_bronze = /** @type {((inputs?: Board_Empty_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Empty_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_empty_bronze(inputs)
	if (locale === "fr") return __fr.board_empty_bronze(inputs)
	if (locale === "it") return __it.board_empty_bronze(inputs)
	if (locale === "pt") return __pt.board_empty_bronze(inputs)
	if (locale === "el") return __el.board_empty_bronze(inputs)
	if (locale === "hr") return __hr.board_empty_bronze(inputs)
	return __en.board_empty_bronze(inputs)
});
/**
* | output |
* | --- |
* | "This board shows catches verified gold only: the club’s choice, so that a record is a record." |
*
* @param {Board_Empty_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_empty_gold = /** @type {((inputs?: Board_Empty_GoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Empty_GoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_empty_gold(inputs)
	if (locale === "fr") return __fr.board_empty_gold(inputs)
	if (locale === "it") return __it.board_empty_gold(inputs)
	if (locale === "pt") return __pt.board_empty_gold(inputs)
	if (locale === "el") return __el.board_empty_gold(inputs)
	if (locale === "hr") return __hr.board_empty_gold(inputs)
	return __en.board_empty_gold(inputs)
});
/**
* | output |
* | --- |
* | "This board shows catches verified silver or better: the club’s choice, so that a record is a record." |
*
* @param {Board_Empty_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_empty_silver = /** @type {((inputs?: Board_Empty_SilverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Empty_SilverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_empty_silver(inputs)
	if (locale === "fr") return __fr.board_empty_silver(inputs)
	if (locale === "it") return __it.board_empty_silver(inputs)
	if (locale === "pt") return __pt.board_empty_silver(inputs)
	if (locale === "el") return __el.board_empty_silver(inputs)
	if (locale === "hr") return __hr.board_empty_silver(inputs)
	return __en.board_empty_silver(inputs)
});
/**
* | output |
* | --- |
* | "No catch counts here yet." |
*
* @param {Board_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_empty_title = /** @type {((inputs?: Board_Empty_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Empty_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_empty_title(inputs)
	if (locale === "fr") return __fr.board_empty_title(inputs)
	if (locale === "it") return __it.board_empty_title(inputs)
	if (locale === "pt") return __pt.board_empty_title(inputs)
	if (locale === "el") return __el.board_empty_title(inputs)
	if (locale === "hr") return __hr.board_empty_title(inputs)
	return __en.board_empty_title(inputs)
});
/**
* | output |
* | --- |
* | "See every catch, verified or not" |
*
* @param {Board_Every_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_every_catch = /** @type {((inputs?: Board_Every_CatchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Every_CatchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_every_catch(inputs)
	if (locale === "fr") return __fr.board_every_catch(inputs)
	if (locale === "it") return __it.board_every_catch(inputs)
	if (locale === "pt") return __pt.board_every_catch(inputs)
	if (locale === "el") return __el.board_every_catch(inputs)
	if (locale === "hr") return __hr.board_every_catch(inputs)
	return __en.board_every_catch(inputs)
});
/**
* | output |
* | --- |
* | "Board and filters" |
*
* @param {Board_Filters_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_filters_label = /** @type {((inputs?: Board_Filters_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Filters_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_filters_label(inputs)
	if (locale === "fr") return __fr.board_filters_label(inputs)
	if (locale === "it") return __it.board_filters_label(inputs)
	if (locale === "pt") return __pt.board_filters_label(inputs)
	if (locale === "el") return __el.board_filters_label(inputs)
	if (locale === "hr") return __hr.board_filters_label(inputs)
	return __en.board_filters_label(inputs)
});
/**
* | output |
* | --- |
* | "For your club’s website: {link}" |
*
* @param {Board_For_WebsiteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_for_website = /** @type {((inputs: Board_For_WebsiteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_For_WebsiteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_for_website(inputs)
	if (locale === "fr") return __fr.board_for_website(inputs)
	if (locale === "it") return __it.board_for_website(inputs)
	if (locale === "pt") return __pt.board_for_website(inputs)
	if (locale === "el") return __el.board_for_website(inputs)
	if (locale === "hr") return __hr.board_for_website(inputs)
	return __en.board_for_website(inputs)
});
/**
* | output |
* | --- |
* | "Gear" |
*
* @param {Board_GearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_gear = /** @type {((inputs?: Board_GearInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_GearInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_gear(inputs)
	if (locale === "fr") return __fr.board_gear(inputs)
	if (locale === "it") return __it.board_gear(inputs)
	if (locale === "pt") return __pt.board_gear(inputs)
	if (locale === "el") return __el.board_gear(inputs)
	if (locale === "hr") return __hr.board_gear(inputs)
	return __en.board_gear(inputs)
});
/**
* | output |
* | --- |
* | "other" |
*
* @param {Board_Gear_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_gear_other = /** @type {((inputs?: Board_Gear_OtherInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Gear_OtherInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_gear_other(inputs)
	if (locale === "fr") return __fr.board_gear_other(inputs)
	if (locale === "it") return __it.board_gear_other(inputs)
	if (locale === "pt") return __pt.board_gear_other(inputs)
	if (locale === "el") return __el.board_gear_other(inputs)
	if (locale === "hr") return __hr.board_gear_other(inputs)
	return __en.board_gear_other(inputs)
});
/**
* | output |
* | --- |
* | "polespear" |
*
* @param {Board_Gear_PolespearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_gear_polespear = /** @type {((inputs?: Board_Gear_PolespearInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Gear_PolespearInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_gear_polespear(inputs)
	if (locale === "fr") return __fr.board_gear_polespear(inputs)
	if (locale === "it") return __it.board_gear_polespear(inputs)
	if (locale === "pt") return __pt.board_gear_polespear(inputs)
	if (locale === "el") return __el.board_gear_polespear(inputs)
	if (locale === "hr") return __hr.board_gear_polespear(inputs)
	return __en.board_gear_polespear(inputs)
});
/**
* | output |
* | --- |
* | "sling" |
*
* @param {Board_Gear_SlingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_gear_sling = /** @type {((inputs?: Board_Gear_SlingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Gear_SlingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_gear_sling(inputs)
	if (locale === "fr") return __fr.board_gear_sling(inputs)
	if (locale === "it") return __it.board_gear_sling(inputs)
	if (locale === "pt") return __pt.board_gear_sling(inputs)
	if (locale === "el") return __el.board_gear_sling(inputs)
	if (locale === "hr") return __hr.board_gear_sling(inputs)
	return __en.board_gear_sling(inputs)
});
/**
* | output |
* | --- |
* | "speargun" |
*
* @param {Board_Gear_SpeargunInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_gear_speargun = /** @type {((inputs?: Board_Gear_SpeargunInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Gear_SpeargunInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_gear_speargun(inputs)
	if (locale === "fr") return __fr.board_gear_speargun(inputs)
	if (locale === "it") return __it.board_gear_speargun(inputs)
	if (locale === "pt") return __pt.board_gear_speargun(inputs)
	if (locale === "el") return __el.board_gear_speargun(inputs)
	if (locale === "hr") return __hr.board_gear_speargun(inputs)
	return __en.board_gear_speargun(inputs)
});
/**
* | output |
* | --- |
* | "Leaderboards" |
*
* @param {Board_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_heading = /** @type {((inputs?: Board_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_heading(inputs)
	if (locale === "fr") return __fr.board_heading(inputs)
	if (locale === "it") return __it.board_heading(inputs)
	if (locale === "pt") return __pt.board_heading(inputs)
	if (locale === "el") return __el.board_heading(inputs)
	if (locale === "hr") return __hr.board_heading(inputs)
	return __en.board_heading(inputs)
});
/**
* | output |
* | --- |
* | "Heaviest fish" |
*
* @param {Board_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_heaviest = /** @type {((inputs?: Board_HeaviestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_HeaviestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_heaviest(inputs)
	if (locale === "fr") return __fr.board_heaviest(inputs)
	if (locale === "it") return __it.board_heaviest(inputs)
	if (locale === "pt") return __pt.board_heaviest(inputs)
	if (locale === "el") return __el.board_heaviest(inputs)
	if (locale === "hr") return __hr.board_heaviest(inputs)
	return __en.board_heaviest(inputs)
});
/**
* | output |
* | --- |
* | "Bronze" |
*
* @param {Board_Medal_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_medal_bronze = /** @type {((inputs?: Board_Medal_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Medal_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_medal_bronze(inputs)
	if (locale === "fr") return __fr.board_medal_bronze(inputs)
	if (locale === "it") return __it.board_medal_bronze(inputs)
	if (locale === "pt") return __pt.board_medal_bronze(inputs)
	if (locale === "el") return __el.board_medal_bronze(inputs)
	if (locale === "hr") return __hr.board_medal_bronze(inputs)
	return __en.board_medal_bronze(inputs)
});
/**
* | output |
* | --- |
* | "Gold" |
*
* @param {Board_Medal_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_medal_gold = /** @type {((inputs?: Board_Medal_GoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Medal_GoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_medal_gold(inputs)
	if (locale === "fr") return __fr.board_medal_gold(inputs)
	if (locale === "it") return __it.board_medal_gold(inputs)
	if (locale === "pt") return __pt.board_medal_gold(inputs)
	if (locale === "el") return __el.board_medal_gold(inputs)
	if (locale === "hr") return __hr.board_medal_gold(inputs)
	return __en.board_medal_gold(inputs)
});
/**
* | output |
* | --- |
* | "Silver" |
*
* @param {Board_Medal_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_medal_silver = /** @type {((inputs?: Board_Medal_SilverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Medal_SilverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_medal_silver(inputs)
	if (locale === "fr") return __fr.board_medal_silver(inputs)
	if (locale === "it") return __it.board_medal_silver(inputs)
	if (locale === "pt") return __pt.board_medal_silver(inputs)
	if (locale === "el") return __el.board_medal_silver(inputs)
	if (locale === "hr") return __hr.board_medal_silver(inputs)
	return __en.board_medal_silver(inputs)
});
/**
* | output |
* | --- |
* | "No catches on this board yet." |
*
* @param {Board_No_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_no_catches = /** @type {((inputs?: Board_No_CatchesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_No_CatchesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_no_catches(inputs)
	if (locale === "fr") return __fr.board_no_catches(inputs)
	if (locale === "it") return __it.board_no_catches(inputs)
	if (locale === "pt") return __pt.board_no_catches(inputs)
	if (locale === "el") return __el.board_no_catches(inputs)
	if (locale === "hr") return __hr.board_no_catches(inputs)
	return __en.board_no_catches(inputs)
});
/**
* | output |
* | --- |
* | "Leaderboard: {board}" |
*
* @param {Board_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_page_title = /** @type {((inputs: Board_Page_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Page_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_page_title(inputs)
	if (locale === "fr") return __fr.board_page_title(inputs)
	if (locale === "it") return __it.board_page_title(inputs)
	if (locale === "pt") return __pt.board_page_title(inputs)
	if (locale === "el") return __el.board_page_title(inputs)
	if (locale === "hr") return __hr.board_page_title(inputs)
	return __en.board_page_title(inputs)
});
/**
* | output |
* | --- |
* | "{species} by {diver}" |
*
* @param {Board_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_photo_alt = /** @type {((inputs: Board_Photo_AltInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Photo_AltInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_photo_alt(inputs)
	if (locale === "fr") return __fr.board_photo_alt(inputs)
	if (locale === "it") return __it.board_photo_alt(inputs)
	if (locale === "pt") return __pt.board_photo_alt(inputs)
	if (locale === "el") return __el.board_photo_alt(inputs)
	if (locale === "hr") return __hr.board_photo_alt(inputs)
	return __en.board_photo_alt(inputs)
});
/**
* | output |
* | --- |
* | "The first three" |
*
* @param {Board_PodiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_podium = /** @type {((inputs?: Board_PodiumInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_PodiumInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_podium(inputs)
	if (locale === "fr") return __fr.board_podium(inputs)
	if (locale === "it") return __it.board_podium(inputs)
	if (locale === "pt") return __pt.board_podium(inputs)
	if (locale === "el") return __el.board_podium(inputs)
	if (locale === "hr") return __hr.board_podium(inputs)
	return __en.board_podium(inputs)
});
/**
* | output |
* | --- |
* | "Season (year)" |
*
* @param {Board_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_season = /** @type {((inputs?: Board_SeasonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_SeasonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_season(inputs)
	if (locale === "fr") return __fr.board_season(inputs)
	if (locale === "it") return __it.board_season(inputs)
	if (locale === "pt") return __pt.board_season(inputs)
	if (locale === "el") return __el.board_season(inputs)
	if (locale === "hr") return __hr.board_season(inputs)
	return __en.board_season(inputs)
});
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Board_ShowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_show = /** @type {((inputs?: Board_ShowInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_ShowInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_show(inputs)
	if (locale === "fr") return __fr.board_show(inputs)
	if (locale === "it") return __it.board_show(inputs)
	if (locale === "pt") return __pt.board_show(inputs)
	if (locale === "el") return __el.board_show(inputs)
	if (locale === "hr") return __hr.board_show(inputs)
	return __en.board_show(inputs)
});
/**
* | output |
* | --- |
* | "Species" |
*
* @param {Board_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_species = /** @type {((inputs?: Board_SpeciesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_SpeciesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_species(inputs)
	if (locale === "fr") return __fr.board_species(inputs)
	if (locale === "it") return __it.board_species(inputs)
	if (locale === "pt") return __pt.board_species(inputs)
	if (locale === "el") return __el.board_species(inputs)
	if (locale === "hr") return __hr.board_species(inputs)
	return __en.board_species(inputs)
});
/**
* | output |
* | --- |
* | "Leaderboard" |
*
* @param {Board_Table_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_table_label = /** @type {((inputs?: Board_Table_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Table_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_table_label(inputs)
	if (locale === "fr") return __fr.board_table_label(inputs)
	if (locale === "it") return __it.board_table_label(inputs)
	if (locale === "pt") return __pt.board_table_label(inputs)
	if (locale === "el") return __el.board_table_label(inputs)
	if (locale === "hr") return __hr.board_table_label(inputs)
	return __en.board_table_label(inputs)
});
/**
* | output |
* | --- |
* | "Verified bronze or better" |
*
* @param {Board_Tier_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_tier_bronze = /** @type {((inputs?: Board_Tier_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Tier_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_tier_bronze(inputs)
	if (locale === "fr") return __fr.board_tier_bronze(inputs)
	if (locale === "it") return __it.board_tier_bronze(inputs)
	if (locale === "pt") return __pt.board_tier_bronze(inputs)
	if (locale === "el") return __el.board_tier_bronze(inputs)
	if (locale === "hr") return __hr.board_tier_bronze(inputs)
	return __en.board_tier_bronze(inputs)
});
/**
* | output |
* | --- |
* | "Verified gold only" |
*
* @param {Board_Tier_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_tier_gold = /** @type {((inputs?: Board_Tier_GoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Tier_GoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_tier_gold(inputs)
	if (locale === "fr") return __fr.board_tier_gold(inputs)
	if (locale === "it") return __it.board_tier_gold(inputs)
	if (locale === "pt") return __pt.board_tier_gold(inputs)
	if (locale === "el") return __el.board_tier_gold(inputs)
	if (locale === "hr") return __hr.board_tier_gold(inputs)
	return __en.board_tier_gold(inputs)
});
/**
* | output |
* | --- |
* | "Verified silver or better" |
*
* @param {Board_Tier_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_tier_silver = /** @type {((inputs?: Board_Tier_SilverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Tier_SilverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_tier_silver(inputs)
	if (locale === "fr") return __fr.board_tier_silver(inputs)
	if (locale === "it") return __it.board_tier_silver(inputs)
	if (locale === "pt") return __pt.board_tier_silver(inputs)
	if (locale === "el") return __el.board_tier_silver(inputs)
	if (locale === "hr") return __hr.board_tier_silver(inputs)
	return __en.board_tier_silver(inputs)
});
/**
* | output |
* | --- |
* | "Every catch, verified or not" |
*
* @param {Board_Tier_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_tier_unverified = /** @type {((inputs?: Board_Tier_UnverifiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Tier_UnverifiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_tier_unverified(inputs)
	if (locale === "fr") return __fr.board_tier_unverified(inputs)
	if (locale === "it") return __it.board_tier_unverified(inputs)
	if (locale === "pt") return __pt.board_tier_unverified(inputs)
	if (locale === "el") return __el.board_tier_unverified(inputs)
	if (locale === "hr") return __hr.board_tier_unverified(inputs)
	return __en.board_tier_unverified(inputs)
});
/**
* | output |
* | --- |
* | "Total weight" |
*
* @param {Board_Total_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_total_weight = /** @type {((inputs?: Board_Total_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Total_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_total_weight(inputs)
	if (locale === "fr") return __fr.board_total_weight(inputs)
	if (locale === "it") return __it.board_total_weight(inputs)
	if (locale === "pt") return __pt.board_total_weight(inputs)
	if (locale === "el") return __el.board_total_weight(inputs)
	if (locale === "hr") return __hr.board_total_weight(inputs)
	return __en.board_total_weight(inputs)
});
/**
* | output |
* | --- |
* | "Catches waiting for verification" |
*
* @param {Board_Waiting_VerificationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_waiting_verification = /** @type {((inputs?: Board_Waiting_VerificationInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Waiting_VerificationInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_waiting_verification(inputs)
	if (locale === "fr") return __fr.board_waiting_verification(inputs)
	if (locale === "it") return __it.board_waiting_verification(inputs)
	if (locale === "pt") return __pt.board_waiting_verification(inputs)
	if (locale === "el") return __el.board_waiting_verification(inputs)
	if (locale === "hr") return __hr.board_waiting_verification(inputs)
	return __en.board_waiting_verification(inputs)
});
/**
* | output |
* | --- |
* | "Which catches count" |
*
* @param {Board_Which_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_which_count = /** @type {((inputs?: Board_Which_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Which_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_which_count(inputs)
	if (locale === "fr") return __fr.board_which_count(inputs)
	if (locale === "it") return __it.board_which_count(inputs)
	if (locale === "pt") return __pt.board_which_count(inputs)
	if (locale === "el") return __el.board_which_count(inputs)
	if (locale === "hr") return __hr.board_which_count(inputs)
	return __en.board_which_count(inputs)
});
/**
* | output |
* | --- |
* | "Your catches not verified yet" |
*
* @param {Board_Your_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_your_unverified = /** @type {((inputs?: Board_Your_UnverifiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Your_UnverifiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.board_your_unverified(inputs)
	if (locale === "fr") return __fr.board_your_unverified(inputs)
	if (locale === "it") return __it.board_your_unverified(inputs)
	if (locale === "pt") return __pt.board_your_unverified(inputs)
	if (locale === "el") return __el.board_your_unverified(inputs)
	if (locale === "hr") return __hr.board_your_unverified(inputs)
	return __en.board_your_unverified(inputs)
});
/**
* | output |
* | --- |
* | "Add photos" |
*
* @param {Catch_Add_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_add_photos = /** @type {((inputs?: Catch_Add_PhotosInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Add_PhotosInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_add_photos(inputs)
	if (locale === "fr") return __fr.catch_add_photos(inputs)
	if (locale === "it") return __it.catch_add_photos(inputs)
	if (locale === "pt") return __pt.catch_add_photos(inputs)
	if (locale === "el") return __el.catch_add_photos(inputs)
	if (locale === "hr") return __hr.catch_add_photos(inputs)
	return __en.catch_add_photos(inputs)
});
/**
* | output |
* | --- |
* | "Any" |
*
* @param {Catch_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_any = /** @type {((inputs?: Catch_AnyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_AnyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_any(inputs)
	if (locale === "fr") return __fr.catch_any(inputs)
	if (locale === "it") return __it.catch_any(inputs)
	if (locale === "pt") return __pt.catch_any(inputs)
	if (locale === "el") return __el.catch_any(inputs)
	if (locale === "hr") return __hr.catch_any(inputs)
	return __en.catch_any(inputs)
});
/**
* | output |
* | --- |
* | "Add evidence and ask for verification" |
*
* @param {Catch_Ask_VerificationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_ask_verification = /** @type {((inputs?: Catch_Ask_VerificationInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Ask_VerificationInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_ask_verification(inputs)
	if (locale === "fr") return __fr.catch_ask_verification(inputs)
	if (locale === "it") return __it.catch_ask_verification(inputs)
	if (locale === "pt") return __pt.catch_ask_verification(inputs)
	if (locale === "el") return __el.catch_ask_verification(inputs)
	if (locale === "hr") return __hr.catch_ask_verification(inputs)
	return __en.catch_ask_verification(inputs)
});
/**
* | output |
* | --- |
* | "By {link}" |
*
* @param {Catch_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_by = /** @type {((inputs: Catch_ByInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_ByInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_by(inputs)
	if (locale === "fr") return __fr.catch_by(inputs)
	if (locale === "it") return __it.catch_by(inputs)
	if (locale === "pt") return __pt.catch_by(inputs)
	if (locale === "el") return __el.catch_by(inputs)
	if (locale === "hr") return __hr.catch_by(inputs)
	return __en.catch_by(inputs)
});
/**
* | output |
* | --- |
* | "Caught" |
*
* @param {Catch_CaughtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_caught = /** @type {((inputs?: Catch_CaughtInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_CaughtInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_caught(inputs)
	if (locale === "fr") return __fr.catch_caught(inputs)
	if (locale === "it") return __it.catch_caught(inputs)
	if (locale === "pt") return __pt.catch_caught(inputs)
	if (locale === "el") return __el.catch_caught(inputs)
	if (locale === "hr") return __hr.catch_caught(inputs)
	return __en.catch_caught(inputs)
});
/**
* | output |
* | --- |
* | "Caught after ({zone} time)" |
*
* @param {Catch_Caught_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_caught_after = /** @type {((inputs: Catch_Caught_AfterInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Caught_AfterInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_caught_after(inputs)
	if (locale === "fr") return __fr.catch_caught_after(inputs)
	if (locale === "it") return __it.catch_caught_after(inputs)
	if (locale === "pt") return __pt.catch_caught_after(inputs)
	if (locale === "el") return __el.catch_caught_after(inputs)
	if (locale === "hr") return __hr.catch_caught_after(inputs)
	return __en.catch_caught_after(inputs)
});
/**
* | output |
* | --- |
* | "Caught at (your time; empty means now)" |
*
* @param {Catch_Caught_At_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_caught_at_now = /** @type {((inputs?: Catch_Caught_At_NowInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Caught_At_NowInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_caught_at_now(inputs)
	if (locale === "fr") return __fr.catch_caught_at_now(inputs)
	if (locale === "it") return __it.catch_caught_at_now(inputs)
	if (locale === "pt") return __pt.catch_caught_at_now(inputs)
	if (locale === "el") return __el.catch_caught_at_now(inputs)
	if (locale === "hr") return __hr.catch_caught_at_now(inputs)
	return __en.catch_caught_at_now(inputs)
});
/**
* | output |
* | --- |
* | "Caught at ({zone} time)" |
*
* @param {Catch_Caught_At_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_caught_at_zone = /** @type {((inputs: Catch_Caught_At_ZoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Caught_At_ZoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_caught_at_zone(inputs)
	if (locale === "fr") return __fr.catch_caught_at_zone(inputs)
	if (locale === "it") return __it.catch_caught_at_zone(inputs)
	if (locale === "pt") return __pt.catch_caught_at_zone(inputs)
	if (locale === "el") return __el.catch_caught_at_zone(inputs)
	if (locale === "hr") return __hr.catch_caught_at_zone(inputs)
	return __en.catch_caught_at_zone(inputs)
});
/**
* | output |
* | --- |
* | "Caught before ({zone} time)" |
*
* @param {Catch_Caught_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_caught_before = /** @type {((inputs: Catch_Caught_BeforeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Caught_BeforeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_caught_before(inputs)
	if (locale === "fr") return __fr.catch_caught_before(inputs)
	if (locale === "it") return __it.catch_caught_before(inputs)
	if (locale === "pt") return __pt.catch_caught_before(inputs)
	if (locale === "el") return __el.catch_caught_before(inputs)
	if (locale === "hr") return __hr.catch_caught_before(inputs)
	return __en.catch_caught_before(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} catch" |
* | * | "{count} catches" |
*
* @param {Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_count = /** @type {((inputs: Catch_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_count(inputs)
	if (locale === "fr") return __fr.catch_count(inputs)
	if (locale === "it") return __it.catch_count(inputs)
	if (locale === "pt") return __pt.catch_count(inputs)
	if (locale === "el") return __el.catch_count(inputs)
	if (locale === "hr") return __hr.catch_count(inputs)
	return __en.catch_count(inputs)
});
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Catch_Delete_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_delete_button = /** @type {((inputs?: Catch_Delete_ButtonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_ButtonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_delete_button(inputs)
	if (locale === "fr") return __fr.catch_delete_button(inputs)
	if (locale === "it") return __it.catch_delete_button(inputs)
	if (locale === "pt") return __pt.catch_delete_button(inputs)
	if (locale === "el") return __el.catch_delete_button(inputs)
	if (locale === "hr") return __hr.catch_delete_button(inputs)
	return __en.catch_delete_button(inputs)
});
/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Catch_Delete_KeepInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_delete_keep = /** @type {((inputs?: Catch_Delete_KeepInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_KeepInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_delete_keep(inputs)
	if (locale === "fr") return __fr.catch_delete_keep(inputs)
	if (locale === "it") return __it.catch_delete_keep(inputs)
	if (locale === "pt") return __pt.catch_delete_keep(inputs)
	if (locale === "el") return __el.catch_delete_keep(inputs)
	if (locale === "hr") return __hr.catch_delete_keep(inputs)
	return __en.catch_delete_keep(inputs)
});
/**
* | output |
* | --- |
* | "Delete this catch…" |
*
* @param {Catch_Delete_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_delete_link = /** @type {((inputs?: Catch_Delete_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_LinkInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_delete_link(inputs)
	if (locale === "fr") return __fr.catch_delete_link(inputs)
	if (locale === "it") return __it.catch_delete_link(inputs)
	if (locale === "pt") return __pt.catch_delete_link(inputs)
	if (locale === "el") return __el.catch_delete_link(inputs)
	if (locale === "hr") return __hr.catch_delete_link(inputs)
	return __en.catch_delete_link(inputs)
});
/**
* | output |
* | --- |
* | "Delete this catch?" |
*
* @param {Catch_Delete_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_delete_question = /** @type {((inputs?: Catch_Delete_QuestionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_QuestionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_delete_question(inputs)
	if (locale === "fr") return __fr.catch_delete_question(inputs)
	if (locale === "it") return __it.catch_delete_question(inputs)
	if (locale === "pt") return __pt.catch_delete_question(inputs)
	if (locale === "el") return __el.catch_delete_question(inputs)
	if (locale === "hr") return __hr.catch_delete_question(inputs)
	return __en.catch_delete_question(inputs)
});
/**
* | output |
* | --- |
* | "Delete catch" |
*
* @param {Catch_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_delete_title = /** @type {((inputs?: Catch_Delete_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_delete_title(inputs)
	if (locale === "fr") return __fr.catch_delete_title(inputs)
	if (locale === "it") return __it.catch_delete_title(inputs)
	if (locale === "pt") return __pt.catch_delete_title(inputs)
	if (locale === "el") return __el.catch_delete_title(inputs)
	if (locale === "hr") return __hr.catch_delete_title(inputs)
	return __en.catch_delete_title(inputs)
});
/**
* | output |
* | --- |
* | "Its photos and verification history go with it. This cannot be undone." |
*
* @param {Catch_Delete_WarningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_delete_warning = /** @type {((inputs?: Catch_Delete_WarningInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_WarningInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_delete_warning(inputs)
	if (locale === "fr") return __fr.catch_delete_warning(inputs)
	if (locale === "it") return __it.catch_delete_warning(inputs)
	if (locale === "pt") return __pt.catch_delete_warning(inputs)
	if (locale === "el") return __el.catch_delete_warning(inputs)
	if (locale === "hr") return __hr.catch_delete_warning(inputs)
	return __en.catch_delete_warning(inputs)
});
/**
* | output |
* | --- |
* | "Depth" |
*
* @param {Catch_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_depth = /** @type {((inputs?: Catch_DepthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_DepthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_depth(inputs)
	if (locale === "fr") return __fr.catch_depth(inputs)
	if (locale === "it") return __it.catch_depth(inputs)
	if (locale === "pt") return __pt.catch_depth(inputs)
	if (locale === "el") return __el.catch_depth(inputs)
	if (locale === "hr") return __hr.catch_depth(inputs)
	return __en.catch_depth(inputs)
});
/**
* | output |
* | --- |
* | "Dive" |
*
* @param {Catch_DiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_dive = /** @type {((inputs?: Catch_DiveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_DiveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_dive(inputs)
	if (locale === "fr") return __fr.catch_dive(inputs)
	if (locale === "it") return __it.catch_dive(inputs)
	if (locale === "pt") return __pt.catch_dive(inputs)
	if (locale === "el") return __el.catch_dive(inputs)
	if (locale === "hr") return __hr.catch_dive(inputs)
	return __en.catch_dive(inputs)
});
/**
* | output |
* | --- |
* | "Freedive" |
*
* @param {Catch_Dive_FreediveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_dive_freedive = /** @type {((inputs?: Catch_Dive_FreediveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Dive_FreediveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_dive_freedive(inputs)
	if (locale === "fr") return __fr.catch_dive_freedive(inputs)
	if (locale === "it") return __it.catch_dive_freedive(inputs)
	if (locale === "pt") return __pt.catch_dive_freedive(inputs)
	if (locale === "el") return __el.catch_dive_freedive(inputs)
	if (locale === "hr") return __hr.catch_dive_freedive(inputs)
	return __en.catch_dive_freedive(inputs)
});
/**
* | output |
* | --- |
* | "Scuba" |
*
* @param {Catch_Dive_ScubaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_dive_scuba = /** @type {((inputs?: Catch_Dive_ScubaInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Dive_ScubaInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_dive_scuba(inputs)
	if (locale === "fr") return __fr.catch_dive_scuba(inputs)
	if (locale === "it") return __it.catch_dive_scuba(inputs)
	if (locale === "pt") return __pt.catch_dive_scuba(inputs)
	if (locale === "el") return __el.catch_dive_scuba(inputs)
	if (locale === "hr") return __hr.catch_dive_scuba(inputs)
	return __en.catch_dive_scuba(inputs)
});
/**
* | output |
* | --- |
* | "Dive type" |
*
* @param {Catch_Dive_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_dive_type = /** @type {((inputs?: Catch_Dive_TypeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Dive_TypeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_dive_type(inputs)
	if (locale === "fr") return __fr.catch_dive_type(inputs)
	if (locale === "it") return __it.catch_dive_type(inputs)
	if (locale === "pt") return __pt.catch_dive_type(inputs)
	if (locale === "el") return __el.catch_dive_type(inputs)
	if (locale === "hr") return __hr.catch_dive_type(inputs)
	return __en.catch_dive_type(inputs)
});
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Catch_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_edit = /** @type {((inputs?: Catch_EditInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_EditInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_edit(inputs)
	if (locale === "fr") return __fr.catch_edit(inputs)
	if (locale === "it") return __it.catch_edit(inputs)
	if (locale === "pt") return __pt.catch_edit(inputs)
	if (locale === "el") return __el.catch_edit(inputs)
	if (locale === "hr") return __hr.catch_edit(inputs)
	return __en.catch_edit(inputs)
});
/**
* | output |
* | --- |
* | "Edit catch" |
*
* @param {Catch_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_edit_title = /** @type {((inputs?: Catch_Edit_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Edit_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_edit_title(inputs)
	if (locale === "fr") return __fr.catch_edit_title(inputs)
	if (locale === "it") return __it.catch_edit_title(inputs)
	if (locale === "pt") return __pt.catch_edit_title(inputs)
	if (locale === "el") return __el.catch_edit_title(inputs)
	if (locale === "hr") return __hr.catch_edit_title(inputs)
	return __en.catch_edit_title(inputs)
});
/**
* | output |
* | --- |
* | "Edit {species}" |
*
* @param {Catch_Edit_Title_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_edit_title_of = /** @type {((inputs: Catch_Edit_Title_OfInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Edit_Title_OfInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_edit_title_of(inputs)
	if (locale === "fr") return __fr.catch_edit_title_of(inputs)
	if (locale === "it") return __it.catch_edit_title_of(inputs)
	if (locale === "pt") return __pt.catch_edit_title_of(inputs)
	if (locale === "el") return __el.catch_edit_title_of(inputs)
	if (locale === "hr") return __hr.catch_edit_title_of(inputs)
	return __en.catch_edit_title_of(inputs)
});
/**
* | output |
* | --- |
* | "Changing the weight or species of a verified catch sends it back to unverified." |
*
* @param {Catch_Edit_WarningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_edit_warning = /** @type {((inputs?: Catch_Edit_WarningInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Edit_WarningInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_edit_warning(inputs)
	if (locale === "fr") return __fr.catch_edit_warning(inputs)
	if (locale === "it") return __it.catch_edit_warning(inputs)
	if (locale === "pt") return __pt.catch_edit_warning(inputs)
	if (locale === "el") return __el.catch_edit_warning(inputs)
	if (locale === "hr") return __hr.catch_edit_warning(inputs)
	return __en.catch_edit_warning(inputs)
});
/**
* | output |
* | --- |
* | "Filter my catches" |
*
* @param {Catch_Filter_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_label = /** @type {((inputs?: Catch_Filter_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_filter_label(inputs)
	if (locale === "fr") return __fr.catch_filter_label(inputs)
	if (locale === "it") return __it.catch_filter_label(inputs)
	if (locale === "pt") return __pt.catch_filter_label(inputs)
	if (locale === "el") return __el.catch_filter_label(inputs)
	if (locale === "hr") return __hr.catch_filter_label(inputs)
	return __en.catch_filter_label(inputs)
});
/**
* | output |
* | --- |
* | "Max depth" |
*
* @param {Catch_Filter_Max_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_max_depth = /** @type {((inputs?: Catch_Filter_Max_DepthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_Max_DepthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_filter_max_depth(inputs)
	if (locale === "fr") return __fr.catch_filter_max_depth(inputs)
	if (locale === "it") return __it.catch_filter_max_depth(inputs)
	if (locale === "pt") return __pt.catch_filter_max_depth(inputs)
	if (locale === "el") return __el.catch_filter_max_depth(inputs)
	if (locale === "hr") return __hr.catch_filter_max_depth(inputs)
	return __en.catch_filter_max_depth(inputs)
});
/**
* | output |
* | --- |
* | "Max weight" |
*
* @param {Catch_Filter_Max_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_max_weight = /** @type {((inputs?: Catch_Filter_Max_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_Max_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_filter_max_weight(inputs)
	if (locale === "fr") return __fr.catch_filter_max_weight(inputs)
	if (locale === "it") return __it.catch_filter_max_weight(inputs)
	if (locale === "pt") return __pt.catch_filter_max_weight(inputs)
	if (locale === "el") return __el.catch_filter_max_weight(inputs)
	if (locale === "hr") return __hr.catch_filter_max_weight(inputs)
	return __en.catch_filter_max_weight(inputs)
});
/**
* | output |
* | --- |
* | "Min depth" |
*
* @param {Catch_Filter_Min_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_min_depth = /** @type {((inputs?: Catch_Filter_Min_DepthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_Min_DepthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_filter_min_depth(inputs)
	if (locale === "fr") return __fr.catch_filter_min_depth(inputs)
	if (locale === "it") return __it.catch_filter_min_depth(inputs)
	if (locale === "pt") return __pt.catch_filter_min_depth(inputs)
	if (locale === "el") return __el.catch_filter_min_depth(inputs)
	if (locale === "hr") return __hr.catch_filter_min_depth(inputs)
	return __en.catch_filter_min_depth(inputs)
});
/**
* | output |
* | --- |
* | "Min weight" |
*
* @param {Catch_Filter_Min_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_min_weight = /** @type {((inputs?: Catch_Filter_Min_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_Min_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_filter_min_weight(inputs)
	if (locale === "fr") return __fr.catch_filter_min_weight(inputs)
	if (locale === "it") return __it.catch_filter_min_weight(inputs)
	if (locale === "pt") return __pt.catch_filter_min_weight(inputs)
	if (locale === "el") return __el.catch_filter_min_weight(inputs)
	if (locale === "hr") return __hr.catch_filter_min_weight(inputs)
	return __en.catch_filter_min_weight(inputs)
});
/**
* | output |
* | --- |
* | "Order" |
*
* @param {Catch_Filter_OrderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_order = /** @type {((inputs?: Catch_Filter_OrderInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_OrderInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_filter_order(inputs)
	if (locale === "fr") return __fr.catch_filter_order(inputs)
	if (locale === "it") return __it.catch_filter_order(inputs)
	if (locale === "pt") return __pt.catch_filter_order(inputs)
	if (locale === "el") return __el.catch_filter_order(inputs)
	if (locale === "hr") return __hr.catch_filter_order(inputs)
	return __en.catch_filter_order(inputs)
});
/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Catch_Filter_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_submit = /** @type {((inputs?: Catch_Filter_SubmitInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_SubmitInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_filter_submit(inputs)
	if (locale === "fr") return __fr.catch_filter_submit(inputs)
	if (locale === "it") return __it.catch_filter_submit(inputs)
	if (locale === "pt") return __pt.catch_filter_submit(inputs)
	if (locale === "el") return __el.catch_filter_submit(inputs)
	if (locale === "hr") return __hr.catch_filter_submit(inputs)
	return __en.catch_filter_submit(inputs)
});
/**
* | output |
* | --- |
* | "Filter and sort" |
*
* @param {Catch_Filter_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_title = /** @type {((inputs?: Catch_Filter_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_filter_title(inputs)
	if (locale === "fr") return __fr.catch_filter_title(inputs)
	if (locale === "it") return __it.catch_filter_title(inputs)
	if (locale === "pt") return __pt.catch_filter_title(inputs)
	if (locale === "el") return __el.catch_filter_title(inputs)
	if (locale === "hr") return __hr.catch_filter_title(inputs)
	return __en.catch_filter_title(inputs)
});
/**
* | output |
* | --- |
* | "Words in notes" |
*
* @param {Catch_Filter_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_words = /** @type {((inputs?: Catch_Filter_WordsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_WordsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_filter_words(inputs)
	if (locale === "fr") return __fr.catch_filter_words(inputs)
	if (locale === "it") return __it.catch_filter_words(inputs)
	if (locale === "pt") return __pt.catch_filter_words(inputs)
	if (locale === "el") return __el.catch_filter_words(inputs)
	if (locale === "hr") return __hr.catch_filter_words(inputs)
	return __en.catch_filter_words(inputs)
});
/**
* | output |
* | --- |
* | "Gear" |
*
* @param {Catch_GearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_gear = /** @type {((inputs?: Catch_GearInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_GearInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_gear(inputs)
	if (locale === "fr") return __fr.catch_gear(inputs)
	if (locale === "it") return __it.catch_gear(inputs)
	if (locale === "pt") return __pt.catch_gear(inputs)
	if (locale === "el") return __el.catch_gear(inputs)
	if (locale === "hr") return __hr.catch_gear(inputs)
	return __en.catch_gear(inputs)
});
/**
* | output |
* | --- |
* | "Not said" |
*
* @param {Catch_Gear_Not_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_gear_not_said = /** @type {((inputs?: Catch_Gear_Not_SaidInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_Not_SaidInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_gear_not_said(inputs)
	if (locale === "fr") return __fr.catch_gear_not_said(inputs)
	if (locale === "it") return __it.catch_gear_not_said(inputs)
	if (locale === "pt") return __pt.catch_gear_not_said(inputs)
	if (locale === "el") return __el.catch_gear_not_said(inputs)
	if (locale === "hr") return __hr.catch_gear_not_said(inputs)
	return __en.catch_gear_not_said(inputs)
});
/**
* | output |
* | --- |
* | "Other" |
*
* @param {Catch_Gear_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_gear_other = /** @type {((inputs?: Catch_Gear_OtherInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_OtherInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_gear_other(inputs)
	if (locale === "fr") return __fr.catch_gear_other(inputs)
	if (locale === "it") return __it.catch_gear_other(inputs)
	if (locale === "pt") return __pt.catch_gear_other(inputs)
	if (locale === "el") return __el.catch_gear_other(inputs)
	if (locale === "hr") return __hr.catch_gear_other(inputs)
	return __en.catch_gear_other(inputs)
});
/**
* | output |
* | --- |
* | "Polespear" |
*
* @param {Catch_Gear_PolespearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_gear_polespear = /** @type {((inputs?: Catch_Gear_PolespearInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_PolespearInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_gear_polespear(inputs)
	if (locale === "fr") return __fr.catch_gear_polespear(inputs)
	if (locale === "it") return __it.catch_gear_polespear(inputs)
	if (locale === "pt") return __pt.catch_gear_polespear(inputs)
	if (locale === "el") return __el.catch_gear_polespear(inputs)
	if (locale === "hr") return __hr.catch_gear_polespear(inputs)
	return __en.catch_gear_polespear(inputs)
});
/**
* | output |
* | --- |
* | "Sling" |
*
* @param {Catch_Gear_SlingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_gear_sling = /** @type {((inputs?: Catch_Gear_SlingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_SlingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_gear_sling(inputs)
	if (locale === "fr") return __fr.catch_gear_sling(inputs)
	if (locale === "it") return __it.catch_gear_sling(inputs)
	if (locale === "pt") return __pt.catch_gear_sling(inputs)
	if (locale === "el") return __el.catch_gear_sling(inputs)
	if (locale === "hr") return __hr.catch_gear_sling(inputs)
	return __en.catch_gear_sling(inputs)
});
/**
* | output |
* | --- |
* | "Speargun" |
*
* @param {Catch_Gear_SpeargunInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_gear_speargun = /** @type {((inputs?: Catch_Gear_SpeargunInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_SpeargunInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_gear_speargun(inputs)
	if (locale === "fr") return __fr.catch_gear_speargun(inputs)
	if (locale === "it") return __it.catch_gear_speargun(inputs)
	if (locale === "pt") return __pt.catch_gear_speargun(inputs)
	if (locale === "el") return __el.catch_gear_speargun(inputs)
	if (locale === "hr") return __hr.catch_gear_speargun(inputs)
	return __en.catch_gear_speargun(inputs)
});
/**
* | output |
* | --- |
* | "Latitude" |
*
* @param {Catch_LatitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_latitude = /** @type {((inputs?: Catch_LatitudeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LatitudeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_latitude(inputs)
	if (locale === "fr") return __fr.catch_latitude(inputs)
	if (locale === "it") return __it.catch_latitude(inputs)
	if (locale === "pt") return __pt.catch_latitude(inputs)
	if (locale === "el") return __el.catch_latitude(inputs)
	if (locale === "hr") return __hr.catch_latitude(inputs)
	return __en.catch_latitude(inputs)
});
/**
* | output |
* | --- |
* | "Length" |
*
* @param {Catch_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_length = /** @type {((inputs?: Catch_LengthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LengthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_length(inputs)
	if (locale === "fr") return __fr.catch_length(inputs)
	if (locale === "it") return __it.catch_length(inputs)
	if (locale === "pt") return __pt.catch_length(inputs)
	if (locale === "el") return __el.catch_length(inputs)
	if (locale === "hr") return __hr.catch_length(inputs)
	return __en.catch_length(inputs)
});
/**
* | output |
* | --- |
* | "Length (optional)" |
*
* @param {Catch_Length_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_length_optional = /** @type {((inputs?: Catch_Length_OptionalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Length_OptionalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_length_optional(inputs)
	if (locale === "fr") return __fr.catch_length_optional(inputs)
	if (locale === "it") return __it.catch_length_optional(inputs)
	if (locale === "pt") return __pt.catch_length_optional(inputs)
	if (locale === "el") return __el.catch_length_optional(inputs)
	if (locale === "hr") return __hr.catch_length_optional(inputs)
	return __en.catch_length_optional(inputs)
});
/**
* | output |
* | --- |
* | "Log your first catch" |
*
* @param {Catch_List_Empty_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_list_empty_button = /** @type {((inputs?: Catch_List_Empty_ButtonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_Empty_ButtonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_list_empty_button(inputs)
	if (locale === "fr") return __fr.catch_list_empty_button(inputs)
	if (locale === "it") return __it.catch_list_empty_button(inputs)
	if (locale === "pt") return __pt.catch_list_empty_button(inputs)
	if (locale === "el") return __el.catch_list_empty_button(inputs)
	if (locale === "hr") return __hr.catch_list_empty_button(inputs)
	return __en.catch_list_empty_button(inputs)
});
/**
* | output |
* | --- |
* | "Every fish you land goes here, with its photos: log it from the boat, even without signal." |
*
* @param {Catch_List_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_list_empty_text = /** @type {((inputs?: Catch_List_Empty_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_Empty_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_list_empty_text(inputs)
	if (locale === "fr") return __fr.catch_list_empty_text(inputs)
	if (locale === "it") return __it.catch_list_empty_text(inputs)
	if (locale === "pt") return __pt.catch_list_empty_text(inputs)
	if (locale === "el") return __el.catch_list_empty_text(inputs)
	if (locale === "hr") return __hr.catch_list_empty_text(inputs)
	return __en.catch_list_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "Your log is empty" |
*
* @param {Catch_List_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_list_empty_title = /** @type {((inputs?: Catch_List_Empty_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_Empty_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_list_empty_title(inputs)
	if (locale === "fr") return __fr.catch_list_empty_title(inputs)
	if (locale === "it") return __it.catch_list_empty_title(inputs)
	if (locale === "pt") return __pt.catch_list_empty_title(inputs)
	if (locale === "el") return __el.catch_list_empty_title(inputs)
	if (locale === "hr") return __hr.catch_list_empty_title(inputs)
	return __en.catch_list_empty_title(inputs)
});
/**
* | output |
* | --- |
* | "No catch matches these filters." |
*
* @param {Catch_List_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_list_no_match = /** @type {((inputs?: Catch_List_No_MatchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_No_MatchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_list_no_match(inputs)
	if (locale === "fr") return __fr.catch_list_no_match(inputs)
	if (locale === "it") return __it.catch_list_no_match(inputs)
	if (locale === "pt") return __pt.catch_list_no_match(inputs)
	if (locale === "el") return __el.catch_list_no_match(inputs)
	if (locale === "hr") return __hr.catch_list_no_match(inputs)
	return __en.catch_list_no_match(inputs)
});
/**
* | output |
* | --- |
* | "My catches" |
*
* @param {Catch_List_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_list_title = /** @type {((inputs?: Catch_List_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_list_title(inputs)
	if (locale === "fr") return __fr.catch_list_title(inputs)
	if (locale === "it") return __it.catch_list_title(inputs)
	if (locale === "pt") return __pt.catch_list_title(inputs)
	if (locale === "el") return __el.catch_list_title(inputs)
	if (locale === "hr") return __hr.catch_list_title(inputs)
	return __en.catch_list_title(inputs)
});
/**
* | output |
* | --- |
* | "Location set (±{accuracy} m)." |
*
* @param {Catch_LocatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_located = /** @type {((inputs: Catch_LocatedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LocatedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_located(inputs)
	if (locale === "fr") return __fr.catch_located(inputs)
	if (locale === "it") return __it.catch_located(inputs)
	if (locale === "pt") return __pt.catch_located(inputs)
	if (locale === "el") return __el.catch_located(inputs)
	if (locale === "hr") return __hr.catch_located(inputs)
	return __en.catch_located(inputs)
});
/**
* | output |
* | --- |
* | "Finding you…" |
*
* @param {Catch_LocatingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_locating = /** @type {((inputs?: Catch_LocatingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LocatingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_locating(inputs)
	if (locale === "fr") return __fr.catch_locating(inputs)
	if (locale === "it") return __it.catch_locating(inputs)
	if (locale === "pt") return __pt.catch_locating(inputs)
	if (locale === "el") return __el.catch_locating(inputs)
	if (locale === "hr") return __hr.catch_locating(inputs)
	return __en.catch_locating(inputs)
});
/**
* | output |
* | --- |
* | "Location (optional)" |
*
* @param {Catch_Location_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_location_optional = /** @type {((inputs?: Catch_Location_OptionalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Location_OptionalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_location_optional(inputs)
	if (locale === "fr") return __fr.catch_location_optional(inputs)
	if (locale === "it") return __it.catch_location_optional(inputs)
	if (locale === "pt") return __pt.catch_location_optional(inputs)
	if (locale === "el") return __el.catch_location_optional(inputs)
	if (locale === "hr") return __hr.catch_location_optional(inputs)
	return __en.catch_location_optional(inputs)
});
/**
* | output |
* | --- |
* | "Longitude" |
*
* @param {Catch_LongitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_longitude = /** @type {((inputs?: Catch_LongitudeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LongitudeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_longitude(inputs)
	if (locale === "fr") return __fr.catch_longitude(inputs)
	if (locale === "it") return __it.catch_longitude(inputs)
	if (locale === "pt") return __pt.catch_longitude(inputs)
	if (locale === "el") return __el.catch_longitude(inputs)
	if (locale === "hr") return __hr.catch_longitude(inputs)
	return __en.catch_longitude(inputs)
});
/**
* | output |
* | --- |
* | "Log a catch" |
*
* @param {Catch_New_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_new_title = /** @type {((inputs?: Catch_New_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_New_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_new_title(inputs)
	if (locale === "fr") return __fr.catch_new_title(inputs)
	if (locale === "it") return __it.catch_new_title(inputs)
	if (locale === "pt") return __pt.catch_new_title(inputs)
	if (locale === "el") return __el.catch_new_title(inputs)
	if (locale === "hr") return __hr.catch_new_title(inputs)
	return __en.catch_new_title(inputs)
});
/**
* | output |
* | --- |
* | "No photo" |
*
* @param {Catch_No_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_no_photo = /** @type {((inputs?: Catch_No_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_No_PhotoInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_no_photo(inputs)
	if (locale === "fr") return __fr.catch_no_photo(inputs)
	if (locale === "it") return __it.catch_no_photo(inputs)
	if (locale === "pt") return __pt.catch_no_photo(inputs)
	if (locale === "el") return __el.catch_no_photo(inputs)
	if (locale === "hr") return __hr.catch_no_photo(inputs)
	return __en.catch_no_photo(inputs)
});
/**
* | output |
* | --- |
* | "No photos yet." |
*
* @param {Catch_No_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_no_photos = /** @type {((inputs?: Catch_No_PhotosInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_No_PhotosInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_no_photos(inputs)
	if (locale === "fr") return __fr.catch_no_photos(inputs)
	if (locale === "it") return __it.catch_no_photos(inputs)
	if (locale === "pt") return __pt.catch_no_photos(inputs)
	if (locale === "el") return __el.catch_no_photos(inputs)
	if (locale === "hr") return __hr.catch_no_photos(inputs)
	return __en.catch_no_photos(inputs)
});
/**
* | output |
* | --- |
* | "Your location could not be found." |
*
* @param {Catch_Not_LocatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_not_located = /** @type {((inputs?: Catch_Not_LocatedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Not_LocatedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_not_located(inputs)
	if (locale === "fr") return __fr.catch_not_located(inputs)
	if (locale === "it") return __it.catch_not_located(inputs)
	if (locale === "pt") return __pt.catch_not_located(inputs)
	if (locale === "el") return __el.catch_not_located(inputs)
	if (locale === "hr") return __hr.catch_not_located(inputs)
	return __en.catch_not_located(inputs)
});
/**
* | output |
* | --- |
* | "Not verified yet." |
*
* @param {Catch_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_not_verified = /** @type {((inputs?: Catch_Not_VerifiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Not_VerifiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_not_verified(inputs)
	if (locale === "fr") return __fr.catch_not_verified(inputs)
	if (locale === "it") return __it.catch_not_verified(inputs)
	if (locale === "pt") return __pt.catch_not_verified(inputs)
	if (locale === "el") return __el.catch_not_verified(inputs)
	if (locale === "hr") return __hr.catch_not_verified(inputs)
	return __en.catch_not_verified(inputs)
});
/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Catch_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_notes = /** @type {((inputs?: Catch_NotesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_NotesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_notes(inputs)
	if (locale === "fr") return __fr.catch_notes(inputs)
	if (locale === "it") return __it.catch_notes(inputs)
	if (locale === "pt") return __pt.catch_notes(inputs)
	if (locale === "el") return __el.catch_notes(inputs)
	if (locale === "hr") return __hr.catch_notes(inputs)
	return __en.catch_notes(inputs)
});
/**
* | output |
* | --- |
* | "{species}, photo {number}" |
*
* @param {Catch_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_photo_alt = /** @type {((inputs: Catch_Photo_AltInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Photo_AltInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_photo_alt(inputs)
	if (locale === "fr") return __fr.catch_photo_alt(inputs)
	if (locale === "it") return __it.catch_photo_alt(inputs)
	if (locale === "pt") return __pt.catch_photo_alt(inputs)
	if (locale === "el") return __el.catch_photo_alt(inputs)
	if (locale === "hr") return __hr.catch_photo_alt(inputs)
	return __en.catch_photo_alt(inputs)
});
/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Catch_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_photos = /** @type {((inputs?: Catch_PhotosInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_PhotosInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_photos(inputs)
	if (locale === "fr") return __fr.catch_photos(inputs)
	if (locale === "it") return __it.catch_photos(inputs)
	if (locale === "pt") return __pt.catch_photos(inputs)
	if (locale === "el") return __el.catch_photos(inputs)
	if (locale === "hr") return __hr.catch_photos(inputs)
	return __en.catch_photos(inputs)
});
/**
* | output |
* | --- |
* | "Place name" |
*
* @param {Catch_Place_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_place_name = /** @type {((inputs?: Catch_Place_NameInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Place_NameInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_place_name(inputs)
	if (locale === "fr") return __fr.catch_place_name(inputs)
	if (locale === "it") return __it.catch_place_name(inputs)
	if (locale === "pt") return __pt.catch_place_name(inputs)
	if (locale === "el") return __el.catch_place_name(inputs)
	if (locale === "hr") return __hr.catch_place_name(inputs)
	return __en.catch_place_name(inputs)
});
/**
* | output |
* | --- |
* | "not given" |
*
* @param {Catch_Place_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_place_not_given = /** @type {((inputs?: Catch_Place_Not_GivenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Place_Not_GivenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_place_not_given(inputs)
	if (locale === "fr") return __fr.catch_place_not_given(inputs)
	if (locale === "it") return __it.catch_place_not_given(inputs)
	if (locale === "pt") return __pt.catch_place_not_given(inputs)
	if (locale === "el") return __el.catch_place_not_given(inputs)
	if (locale === "hr") return __hr.catch_place_not_given(inputs)
	return __en.catch_place_not_given(inputs)
});
/**
* | output |
* | --- |
* | "(rounded)" |
*
* @param {Catch_RoundedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_rounded = /** @type {((inputs?: Catch_RoundedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_RoundedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_rounded(inputs)
	if (locale === "fr") return __fr.catch_rounded(inputs)
	if (locale === "it") return __it.catch_rounded(inputs)
	if (locale === "pt") return __pt.catch_rounded(inputs)
	if (locale === "el") return __el.catch_rounded(inputs)
	if (locale === "hr") return __hr.catch_rounded(inputs)
	return __en.catch_rounded(inputs)
});
/**
* | output |
* | --- |
* | "Save catch" |
*
* @param {Catch_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_save = /** @type {((inputs?: Catch_SaveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_SaveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_save(inputs)
	if (locale === "fr") return __fr.catch_save(inputs)
	if (locale === "it") return __it.catch_save(inputs)
	if (locale === "pt") return __pt.catch_save(inputs)
	if (locale === "el") return __el.catch_save(inputs)
	if (locale === "hr") return __hr.catch_save(inputs)
	return __en.catch_save(inputs)
});
/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Catch_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_save_changes = /** @type {((inputs?: Catch_Save_ChangesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Save_ChangesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_save_changes(inputs)
	if (locale === "fr") return __fr.catch_save_changes(inputs)
	if (locale === "it") return __it.catch_save_changes(inputs)
	if (locale === "pt") return __pt.catch_save_changes(inputs)
	if (locale === "el") return __el.catch_save_changes(inputs)
	if (locale === "hr") return __hr.catch_save_changes(inputs)
	return __en.catch_save_changes(inputs)
});
/**
* | output |
* | --- |
* | "Deepest" |
*
* @param {Catch_Sort_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_sort_deepest = /** @type {((inputs?: Catch_Sort_DeepestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_DeepestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_sort_deepest(inputs)
	if (locale === "fr") return __fr.catch_sort_deepest(inputs)
	if (locale === "it") return __it.catch_sort_deepest(inputs)
	if (locale === "pt") return __pt.catch_sort_deepest(inputs)
	if (locale === "el") return __el.catch_sort_deepest(inputs)
	if (locale === "hr") return __hr.catch_sort_deepest(inputs)
	return __en.catch_sort_deepest(inputs)
});
/**
* | output |
* | --- |
* | "Heaviest" |
*
* @param {Catch_Sort_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_sort_heaviest = /** @type {((inputs?: Catch_Sort_HeaviestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_HeaviestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_sort_heaviest(inputs)
	if (locale === "fr") return __fr.catch_sort_heaviest(inputs)
	if (locale === "it") return __it.catch_sort_heaviest(inputs)
	if (locale === "pt") return __pt.catch_sort_heaviest(inputs)
	if (locale === "el") return __el.catch_sort_heaviest(inputs)
	if (locale === "hr") return __hr.catch_sort_heaviest(inputs)
	return __en.catch_sort_heaviest(inputs)
});
/**
* | output |
* | --- |
* | "Newest caught" |
*
* @param {Catch_Sort_Newest_CaughtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_sort_newest_caught = /** @type {((inputs?: Catch_Sort_Newest_CaughtInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_Newest_CaughtInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_sort_newest_caught(inputs)
	if (locale === "fr") return __fr.catch_sort_newest_caught(inputs)
	if (locale === "it") return __it.catch_sort_newest_caught(inputs)
	if (locale === "pt") return __pt.catch_sort_newest_caught(inputs)
	if (locale === "el") return __el.catch_sort_newest_caught(inputs)
	if (locale === "hr") return __hr.catch_sort_newest_caught(inputs)
	return __en.catch_sort_newest_caught(inputs)
});
/**
* | output |
* | --- |
* | "Newest logged" |
*
* @param {Catch_Sort_Newest_LoggedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_sort_newest_logged = /** @type {((inputs?: Catch_Sort_Newest_LoggedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_Newest_LoggedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_sort_newest_logged(inputs)
	if (locale === "fr") return __fr.catch_sort_newest_logged(inputs)
	if (locale === "it") return __it.catch_sort_newest_logged(inputs)
	if (locale === "pt") return __pt.catch_sort_newest_logged(inputs)
	if (locale === "el") return __el.catch_sort_newest_logged(inputs)
	if (locale === "hr") return __hr.catch_sort_newest_logged(inputs)
	return __en.catch_sort_newest_logged(inputs)
});
/**
* | output |
* | --- |
* | "Oldest caught" |
*
* @param {Catch_Sort_Oldest_CaughtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_sort_oldest_caught = /** @type {((inputs?: Catch_Sort_Oldest_CaughtInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_Oldest_CaughtInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_sort_oldest_caught(inputs)
	if (locale === "fr") return __fr.catch_sort_oldest_caught(inputs)
	if (locale === "it") return __it.catch_sort_oldest_caught(inputs)
	if (locale === "pt") return __pt.catch_sort_oldest_caught(inputs)
	if (locale === "el") return __el.catch_sort_oldest_caught(inputs)
	if (locale === "hr") return __hr.catch_sort_oldest_caught(inputs)
	return __en.catch_sort_oldest_caught(inputs)
});
/**
* | output |
* | --- |
* | "Species" |
*
* @param {Catch_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_species = /** @type {((inputs?: Catch_SpeciesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_SpeciesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_species(inputs)
	if (locale === "fr") return __fr.catch_species(inputs)
	if (locale === "it") return __it.catch_species(inputs)
	if (locale === "pt") return __pt.catch_species(inputs)
	if (locale === "el") return __el.catch_species(inputs)
	if (locale === "hr") return __hr.catch_species(inputs)
	return __en.catch_species(inputs)
});
/**
* | output |
* | --- |
* | "Any common name in any language, or the scientific name." |
*
* @param {Catch_Species_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_species_hint = /** @type {((inputs?: Catch_Species_HintInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Species_HintInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_species_hint(inputs)
	if (locale === "fr") return __fr.catch_species_hint(inputs)
	if (locale === "it") return __it.catch_species_hint(inputs)
	if (locale === "pt") return __pt.catch_species_hint(inputs)
	if (locale === "el") return __el.catch_species_hint(inputs)
	if (locale === "hr") return __hr.catch_species_hint(inputs)
	return __en.catch_species_hint(inputs)
});
/**
* | output |
* | --- |
* | "Tier" |
*
* @param {Catch_TierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_tier = /** @type {((inputs?: Catch_TierInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_TierInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_tier(inputs)
	if (locale === "fr") return __fr.catch_tier(inputs)
	if (locale === "it") return __it.catch_tier(inputs)
	if (locale === "pt") return __pt.catch_tier(inputs)
	if (locale === "el") return __el.catch_tier(inputs)
	if (locale === "hr") return __hr.catch_tier(inputs)
	return __en.catch_tier(inputs)
});
/**
* | output |
* | --- |
* | "bronze" |
*
* @param {Catch_Tier_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_tier_bronze = /** @type {((inputs?: Catch_Tier_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Tier_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_tier_bronze(inputs)
	if (locale === "fr") return __fr.catch_tier_bronze(inputs)
	if (locale === "it") return __it.catch_tier_bronze(inputs)
	if (locale === "pt") return __pt.catch_tier_bronze(inputs)
	if (locale === "el") return __el.catch_tier_bronze(inputs)
	if (locale === "hr") return __hr.catch_tier_bronze(inputs)
	return __en.catch_tier_bronze(inputs)
});
/**
* | output |
* | --- |
* | "gold" |
*
* @param {Catch_Tier_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_tier_gold = /** @type {((inputs?: Catch_Tier_GoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Tier_GoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_tier_gold(inputs)
	if (locale === "fr") return __fr.catch_tier_gold(inputs)
	if (locale === "it") return __it.catch_tier_gold(inputs)
	if (locale === "pt") return __pt.catch_tier_gold(inputs)
	if (locale === "el") return __el.catch_tier_gold(inputs)
	if (locale === "hr") return __hr.catch_tier_gold(inputs)
	return __en.catch_tier_gold(inputs)
});
/**
* | output |
* | --- |
* | "silver" |
*
* @param {Catch_Tier_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_tier_silver = /** @type {((inputs?: Catch_Tier_SilverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Tier_SilverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_tier_silver(inputs)
	if (locale === "fr") return __fr.catch_tier_silver(inputs)
	if (locale === "it") return __it.catch_tier_silver(inputs)
	if (locale === "pt") return __pt.catch_tier_silver(inputs)
	if (locale === "el") return __el.catch_tier_silver(inputs)
	if (locale === "hr") return __hr.catch_tier_silver(inputs)
	return __en.catch_tier_silver(inputs)
});
/**
* | output |
* | --- |
* | "unverified" |
*
* @param {Catch_Tier_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_tier_unverified = /** @type {((inputs?: Catch_Tier_UnverifiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Tier_UnverifiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_tier_unverified(inputs)
	if (locale === "fr") return __fr.catch_tier_unverified(inputs)
	if (locale === "it") return __it.catch_tier_unverified(inputs)
	if (locale === "pt") return __pt.catch_tier_unverified(inputs)
	if (locale === "el") return __el.catch_tier_unverified(inputs)
	if (locale === "hr") return __hr.catch_tier_unverified(inputs)
	return __en.catch_tier_unverified(inputs)
});
/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Catch_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_time_zone = /** @type {((inputs?: Catch_Time_ZoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Time_ZoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_time_zone(inputs)
	if (locale === "fr") return __fr.catch_time_zone(inputs)
	if (locale === "it") return __it.catch_time_zone(inputs)
	if (locale === "pt") return __pt.catch_time_zone(inputs)
	if (locale === "el") return __el.catch_time_zone(inputs)
	if (locale === "hr") return __hr.catch_time_zone(inputs)
	return __en.catch_time_zone(inputs)
});
/**
* | output |
* | --- |
* | "Unit" |
*
* @param {Catch_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_unit = /** @type {((inputs?: Catch_UnitInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_UnitInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_unit(inputs)
	if (locale === "fr") return __fr.catch_unit(inputs)
	if (locale === "it") return __it.catch_unit(inputs)
	if (locale === "pt") return __pt.catch_unit(inputs)
	if (locale === "el") return __el.catch_unit(inputs)
	if (locale === "hr") return __hr.catch_unit(inputs)
	return __en.catch_unit(inputs)
});
/**
* | output |
* | --- |
* | "Upload" |
*
* @param {Catch_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_upload = /** @type {((inputs?: Catch_UploadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_UploadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_upload(inputs)
	if (locale === "fr") return __fr.catch_upload(inputs)
	if (locale === "it") return __it.catch_upload(inputs)
	if (locale === "pt") return __pt.catch_upload(inputs)
	if (locale === "el") return __el.catch_upload(inputs)
	if (locale === "hr") return __hr.catch_upload(inputs)
	return __en.catch_upload(inputs)
});
/**
* | output |
* | --- |
* | "Use my location" |
*
* @param {Catch_Use_LocationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_use_location = /** @type {((inputs?: Catch_Use_LocationInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Use_LocationInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_use_location(inputs)
	if (locale === "fr") return __fr.catch_use_location(inputs)
	if (locale === "it") return __it.catch_use_location(inputs)
	if (locale === "pt") return __pt.catch_use_location(inputs)
	if (locale === "el") return __el.catch_use_location(inputs)
	if (locale === "hr") return __hr.catch_use_location(inputs)
	return __en.catch_use_location(inputs)
});
/**
* | output |
* | --- |
* | "Verification history" |
*
* @param {Catch_Verification_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_verification_history = /** @type {((inputs?: Catch_Verification_HistoryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Verification_HistoryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_verification_history(inputs)
	if (locale === "fr") return __fr.catch_verification_history(inputs)
	if (locale === "it") return __it.catch_verification_history(inputs)
	if (locale === "pt") return __pt.catch_verification_history(inputs)
	if (locale === "el") return __el.catch_verification_history(inputs)
	if (locale === "hr") return __hr.catch_verification_history(inputs)
	return __en.catch_verification_history(inputs)
});
/**
* | output |
* | --- |
* | "{time}: {verifier} moved it from {from} to {to}" |
*
* @param {Catch_Verification_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_verification_moved = /** @type {((inputs: Catch_Verification_MovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Verification_MovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_verification_moved(inputs)
	if (locale === "fr") return __fr.catch_verification_moved(inputs)
	if (locale === "it") return __it.catch_verification_moved(inputs)
	if (locale === "pt") return __pt.catch_verification_moved(inputs)
	if (locale === "el") return __el.catch_verification_moved(inputs)
	if (locale === "hr") return __hr.catch_verification_moved(inputs)
	return __en.catch_verification_moved(inputs)
});
/**
* | output |
* | --- |
* | "Verification requested: change evidence" |
*
* @param {Catch_Verification_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_verification_requested = /** @type {((inputs?: Catch_Verification_RequestedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Verification_RequestedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_verification_requested(inputs)
	if (locale === "fr") return __fr.catch_verification_requested(inputs)
	if (locale === "it") return __it.catch_verification_requested(inputs)
	if (locale === "pt") return __pt.catch_verification_requested(inputs)
	if (locale === "el") return __el.catch_verification_requested(inputs)
	if (locale === "hr") return __hr.catch_verification_requested(inputs)
	return __en.catch_verification_requested(inputs)
});
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Catch_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_weight = /** @type {((inputs?: Catch_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_weight(inputs)
	if (locale === "fr") return __fr.catch_weight(inputs)
	if (locale === "it") return __it.catch_weight(inputs)
	if (locale === "pt") return __pt.catch_weight(inputs)
	if (locale === "el") return __el.catch_weight(inputs)
	if (locale === "hr") return __hr.catch_weight(inputs)
	return __en.catch_weight(inputs)
});
/**
* | output |
* | --- |
* | "Where" |
*
* @param {Catch_WhereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_where = /** @type {((inputs?: Catch_WhereInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_WhereInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.catch_where(inputs)
	if (locale === "fr") return __fr.catch_where(inputs)
	if (locale === "it") return __it.catch_where(inputs)
	if (locale === "pt") return __pt.catch_where(inputs)
	if (locale === "el") return __el.catch_where(inputs)
	if (locale === "hr") return __hr.catch_where(inputs)
	return __en.catch_where(inputs)
});
/**
* | output |
* | --- |
* | "{name} {value}" |
*
* @param {Chart_MarkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const chart_mark = /** @type {((inputs: Chart_MarkInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_MarkInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.chart_mark(inputs)
	if (locale === "fr") return __fr.chart_mark(inputs)
	if (locale === "it") return __it.chart_mark(inputs)
	if (locale === "pt") return __pt.chart_mark(inputs)
	if (locale === "el") return __el.chart_mark(inputs)
	if (locale === "hr") return __hr.chart_mark(inputs)
	return __en.chart_mark(inputs)
});
/**
* | output |
* | --- |
* | "mark" |
*
* @param {Chart_Mark_DefaultInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const chart_mark_default = /** @type {((inputs?: Chart_Mark_DefaultInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Mark_DefaultInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.chart_mark_default(inputs)
	if (locale === "fr") return __fr.chart_mark_default(inputs)
	if (locale === "it") return __it.chart_mark_default(inputs)
	if (locale === "pt") return __pt.chart_mark_default(inputs)
	if (locale === "el") return __el.chart_mark_default(inputs)
	if (locale === "hr") return __hr.chart_mark_default(inputs)
	return __en.chart_mark_default(inputs)
});
/**
* | output |
* | --- |
* | "The numbers" |
*
* @param {Chart_NumbersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const chart_numbers = /** @type {((inputs?: Chart_NumbersInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_NumbersInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.chart_numbers(inputs)
	if (locale === "fr") return __fr.chart_numbers(inputs)
	if (locale === "it") return __it.chart_numbers(inputs)
	if (locale === "pt") return __pt.chart_numbers(inputs)
	if (locale === "el") return __el.chart_numbers(inputs)
	if (locale === "hr") return __hr.chart_numbers(inputs)
	return __en.chart_numbers(inputs)
});
/**
* | output |
* | --- |
* | "Continue with {provider}" |
*
* @param {Continue_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const continue_with = /** @type {((inputs: Continue_WithInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Continue_WithInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.continue_with(inputs)
	if (locale === "fr") return __fr.continue_with(inputs)
	if (locale === "it") return __it.continue_with(inputs)
	if (locale === "pt") return __pt.continue_with(inputs)
	if (locale === "el") return __el.continue_with(inputs)
	if (locale === "hr") return __hr.continue_with(inputs)
	return __en.continue_with(inputs)
});
/**
* | output |
* | --- |
* | "API reference" |
*
* @param {Dev_Api_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_api_reference = /** @type {((inputs?: Dev_Api_ReferenceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Api_ReferenceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_api_reference(inputs)
	if (locale === "fr") return __fr.dev_api_reference(inputs)
	if (locale === "it") return __it.dev_api_reference(inputs)
	if (locale === "pt") return __pt.dev_api_reference(inputs)
	if (locale === "el") return __el.dev_api_reference(inputs)
	if (locale === "hr") return __hr.dev_api_reference(inputs)
	return __en.dev_api_reference(inputs)
});
/**
* | output |
* | --- |
* | "App id" |
*
* @param {Dev_App_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_app_id = /** @type {((inputs?: Dev_App_IdInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_App_IdInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_app_id(inputs)
	if (locale === "fr") return __fr.dev_app_id(inputs)
	if (locale === "it") return __it.dev_app_id(inputs)
	if (locale === "pt") return __pt.dev_app_id(inputs)
	if (locale === "el") return __el.dev_app_id(inputs)
	if (locale === "hr") return __hr.dev_app_id(inputs)
	return __en.dev_app_id(inputs)
});
/**
* | output |
* | --- |
* | "Registered {name}." |
*
* @param {Dev_App_RegisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_app_registered = /** @type {((inputs: Dev_App_RegisteredInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_App_RegisteredInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_app_registered(inputs)
	if (locale === "fr") return __fr.dev_app_registered(inputs)
	if (locale === "it") return __it.dev_app_registered(inputs)
	if (locale === "pt") return __pt.dev_app_registered(inputs)
	if (locale === "el") return __el.dev_app_registered(inputs)
	if (locale === "hr") return __hr.dev_app_registered(inputs)
	return __en.dev_app_registered(inputs)
});
/**
* | output |
* | --- |
* | "Your app’s client secret." |
*
* @param {Dev_App_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_app_secret = /** @type {((inputs?: Dev_App_SecretInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_App_SecretInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_app_secret(inputs)
	if (locale === "fr") return __fr.dev_app_secret(inputs)
	if (locale === "it") return __it.dev_app_secret(inputs)
	if (locale === "pt") return __pt.dev_app_secret(inputs)
	if (locale === "el") return __el.dev_app_secret(inputs)
	if (locale === "hr") return __hr.dev_app_secret(inputs)
	return __en.dev_app_secret(inputs)
});
/**
* | output |
* | --- |
* | "Applicant" |
*
* @param {Dev_ApplicantInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_applicant = /** @type {((inputs?: Dev_ApplicantInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ApplicantInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_applicant(inputs)
	if (locale === "fr") return __fr.dev_applicant(inputs)
	if (locale === "it") return __it.dev_applicant(inputs)
	if (locale === "pt") return __pt.dev_applicant(inputs)
	if (locale === "el") return __el.dev_applicant(inputs)
	if (locale === "hr") return __hr.dev_applicant(inputs)
	return __en.dev_applicant(inputs)
});
/**
* | output |
* | --- |
* | "Your application" |
*
* @param {Dev_ApplicationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_application = /** @type {((inputs?: Dev_ApplicationInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ApplicationInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_application(inputs)
	if (locale === "fr") return __fr.dev_application(inputs)
	if (locale === "it") return __it.dev_application(inputs)
	if (locale === "pt") return __pt.dev_application(inputs)
	if (locale === "el") return __el.dev_application(inputs)
	if (locale === "hr") return __hr.dev_application(inputs)
	return __en.dev_application(inputs)
});
/**
* | output |
* | --- |
* | "Applications waiting for a decision" |
*
* @param {Dev_Applications_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_applications_link = /** @type {((inputs?: Dev_Applications_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Applications_LinkInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_applications_link(inputs)
	if (locale === "fr") return __fr.dev_applications_link(inputs)
	if (locale === "it") return __it.dev_applications_link(inputs)
	if (locale === "pt") return __pt.dev_applications_link(inputs)
	if (locale === "el") return __el.dev_applications_link(inputs)
	if (locale === "hr") return __hr.dev_applications_link(inputs)
	return __en.dev_applications_link(inputs)
});
/**
* | output |
* | --- |
* | "Developer applications" |
*
* @param {Dev_Applications_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_applications_title = /** @type {((inputs?: Dev_Applications_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Applications_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_applications_title(inputs)
	if (locale === "fr") return __fr.dev_applications_title(inputs)
	if (locale === "it") return __it.dev_applications_title(inputs)
	if (locale === "pt") return __pt.dev_applications_title(inputs)
	if (locale === "el") return __el.dev_applications_title(inputs)
	if (locale === "hr") return __hr.dev_applications_title(inputs)
	return __en.dev_applications_title(inputs)
});
/**
* | output |
* | --- |
* | "Applied" |
*
* @param {Dev_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_applied = /** @type {((inputs?: Dev_AppliedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_AppliedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_applied(inputs)
	if (locale === "fr") return __fr.dev_applied(inputs)
	if (locale === "it") return __it.dev_applied(inputs)
	if (locale === "pt") return __pt.dev_applied(inputs)
	if (locale === "el") return __el.dev_applied(inputs)
	if (locale === "hr") return __hr.dev_applied(inputs)
	return __en.dev_applied(inputs)
});
/**
* | output |
* | --- |
* | "Apply" |
*
* @param {Dev_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_apply = /** @type {((inputs?: Dev_ApplyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ApplyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_apply(inputs)
	if (locale === "fr") return __fr.dev_apply(inputs)
	if (locale === "it") return __it.dev_apply(inputs)
	if (locale === "pt") return __pt.dev_apply(inputs)
	if (locale === "el") return __el.dev_apply(inputs)
	if (locale === "hr") return __hr.dev_apply(inputs)
	return __en.dev_apply(inputs)
});
/**
* | output |
* | --- |
* | "Apply for early access" |
*
* @param {Dev_Apply_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_apply_title = /** @type {((inputs?: Dev_Apply_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Apply_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_apply_title(inputs)
	if (locale === "fr") return __fr.dev_apply_title(inputs)
	if (locale === "it") return __it.dev_apply_title(inputs)
	if (locale === "pt") return __pt.dev_apply_title(inputs)
	if (locale === "el") return __el.dev_apply_title(inputs)
	if (locale === "hr") return __hr.dev_apply_title(inputs)
	return __en.dev_apply_title(inputs)
});
/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Dev_ApproveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_approve = /** @type {((inputs?: Dev_ApproveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ApproveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_approve(inputs)
	if (locale === "fr") return __fr.dev_approve(inputs)
	if (locale === "it") return __it.dev_approve(inputs)
	if (locale === "pt") return __pt.dev_approve(inputs)
	if (locale === "el") return __el.dev_approve(inputs)
	if (locale === "hr") return __hr.dev_approve(inputs)
	return __en.dev_approve(inputs)
});
/**
* | output |
* | --- |
* | "Approve {name}" |
*
* @param {Dev_Approve_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_approve_named = /** @type {((inputs: Dev_Approve_NamedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Approve_NamedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_approve_named(inputs)
	if (locale === "fr") return __fr.dev_approve_named(inputs)
	if (locale === "it") return __it.dev_approve_named(inputs)
	if (locale === "pt") return __pt.dev_approve_named(inputs)
	if (locale === "el") return __el.dev_approve_named(inputs)
	if (locale === "hr") return __hr.dev_approve_named(inputs)
	return __en.dev_approve_named(inputs)
});
/**
* | output |
* | --- |
* | "OAuth apps" |
*
* @param {Dev_Apps_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_apps_title = /** @type {((inputs?: Dev_Apps_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Apps_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_apps_title(inputs)
	if (locale === "fr") return __fr.dev_apps_title(inputs)
	if (locale === "it") return __it.dev_apps_title(inputs)
	if (locale === "pt") return __pt.dev_apps_title(inputs)
	if (locale === "el") return __el.dev_apps_title(inputs)
	if (locale === "hr") return __hr.dev_apps_title(inputs)
	return __en.dev_apps_title(inputs)
});
/**
* | output |
* | --- |
* | "People who authorised it" |
*
* @param {Dev_Authorised_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_authorised_count = /** @type {((inputs?: Dev_Authorised_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Authorised_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_authorised_count(inputs)
	if (locale === "fr") return __fr.dev_authorised_count(inputs)
	if (locale === "it") return __it.dev_authorised_count(inputs)
	if (locale === "pt") return __pt.dev_authorised_count(inputs)
	if (locale === "el") return __el.dev_authorised_count(inputs)
	if (locale === "hr") return __hr.dev_authorised_count(inputs)
	return __en.dev_authorised_count(inputs)
});
/**
* | output |
* | --- |
* | "Apps you authorised" |
*
* @param {Dev_Authorised_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_authorised_title = /** @type {((inputs?: Dev_Authorised_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Authorised_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_authorised_title(inputs)
	if (locale === "fr") return __fr.dev_authorised_title(inputs)
	if (locale === "it") return __it.dev_authorised_title(inputs)
	if (locale === "pt") return __pt.dev_authorised_title(inputs)
	if (locale === "el") return __el.dev_authorised_title(inputs)
	if (locale === "hr") return __hr.dev_authorised_title(inputs)
	return __en.dev_authorised_title(inputs)
});
/**
* | output |
* | --- |
* | "Give a status such as 404, or a class such as 4xx." |
*
* @param {Dev_Bad_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_bad_status = /** @type {((inputs?: Dev_Bad_StatusInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Bad_StatusInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_bad_status(inputs)
	if (locale === "fr") return __fr.dev_bad_status(inputs)
	if (locale === "it") return __it.dev_bad_status(inputs)
	if (locale === "pt") return __pt.dev_bad_status(inputs)
	if (locale === "el") return __el.dev_bad_status(inputs)
	if (locale === "hr") return __hr.dev_bad_status(inputs)
	return __en.dev_bad_status(inputs)
});
/**
* | output |
* | --- |
* | "Building" |
*
* @param {Dev_BuildingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_building = /** @type {((inputs?: Dev_BuildingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_BuildingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_building(inputs)
	if (locale === "fr") return __fr.dev_building(inputs)
	if (locale === "it") return __it.dev_building(inputs)
	if (locale === "pt") return __pt.dev_building(inputs)
	if (locale === "el") return __el.dev_building(inputs)
	if (locale === "hr") return __hr.dev_building(inputs)
	return __en.dev_building(inputs)
});
/**
* | output |
* | --- |
* | "What are you building?" |
*
* @param {Dev_Building_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_building_question = /** @type {((inputs?: Dev_Building_QuestionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Building_QuestionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_building_question(inputs)
	if (locale === "fr") return __fr.dev_building_question(inputs)
	if (locale === "it") return __it.dev_building_question(inputs)
	if (locale === "pt") return __pt.dev_building_question(inputs)
	if (locale === "el") return __el.dev_building_question(inputs)
	if (locale === "hr") return __hr.dev_building_question(inputs)
	return __en.dev_building_question(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Dev_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_cancel = /** @type {((inputs?: Dev_CancelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_CancelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_cancel(inputs)
	if (locale === "fr") return __fr.dev_cancel(inputs)
	if (locale === "it") return __it.dev_cancel(inputs)
	if (locale === "pt") return __pt.dev_cancel(inputs)
	if (locale === "el") return __el.dev_cancel(inputs)
	if (locale === "hr") return __hr.dev_cancel(inputs)
	return __en.dev_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Client id" |
*
* @param {Dev_Client_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_client_id = /** @type {((inputs?: Dev_Client_IdInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Client_IdInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_client_id(inputs)
	if (locale === "fr") return __fr.dev_client_id(inputs)
	if (locale === "it") return __it.dev_client_id(inputs)
	if (locale === "pt") return __pt.dev_client_id(inputs)
	if (locale === "el") return __el.dev_client_id(inputs)
	if (locale === "hr") return __hr.dev_client_id(inputs)
	return __en.dev_client_id(inputs)
});
/**
* | output |
* | --- |
* | "Thank you. An administrator will decide on your application; you will hear by mail." |
*
* @param {Dev_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_confirmed = /** @type {((inputs?: Dev_ConfirmedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ConfirmedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_confirmed(inputs)
	if (locale === "fr") return __fr.dev_confirmed(inputs)
	if (locale === "it") return __it.dev_confirmed(inputs)
	if (locale === "pt") return __pt.dev_confirmed(inputs)
	if (locale === "el") return __el.dev_confirmed(inputs)
	if (locale === "hr") return __hr.dev_confirmed(inputs)
	return __en.dev_confirmed(inputs)
});
/**
* | output |
* | --- |
* | "Address confirmed" |
*
* @param {Dev_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_confirmed_title = /** @type {((inputs?: Dev_Confirmed_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Confirmed_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_confirmed_title(inputs)
	if (locale === "fr") return __fr.dev_confirmed_title(inputs)
	if (locale === "it") return __it.dev_confirmed_title(inputs)
	if (locale === "pt") return __pt.dev_confirmed_title(inputs)
	if (locale === "el") return __el.dev_confirmed_title(inputs)
	if (locale === "hr") return __hr.dev_confirmed_title(inputs)
	return __en.dev_confirmed_title(inputs)
});
/**
* | output |
* | --- |
* | "Copied." |
*
* @param {Dev_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_copied = /** @type {((inputs?: Dev_CopiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_CopiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_copied(inputs)
	if (locale === "fr") return __fr.dev_copied(inputs)
	if (locale === "it") return __it.dev_copied(inputs)
	if (locale === "pt") return __pt.dev_copied(inputs)
	if (locale === "el") return __el.dev_copied(inputs)
	if (locale === "hr") return __hr.dev_copied(inputs)
	return __en.dev_copied(inputs)
});
/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Dev_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_copy = /** @type {((inputs?: Dev_CopyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_CopyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_copy(inputs)
	if (locale === "fr") return __fr.dev_copy(inputs)
	if (locale === "it") return __it.dev_copy(inputs)
	if (locale === "pt") return __pt.dev_copy(inputs)
	if (locale === "el") return __el.dev_copy(inputs)
	if (locale === "hr") return __hr.dev_copy(inputs)
	return __en.dev_copy(inputs)
});
/**
* | output |
* | --- |
* | "Select the text and copy it." |
*
* @param {Dev_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_copy_failed = /** @type {((inputs?: Dev_Copy_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Copy_FailedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_copy_failed(inputs)
	if (locale === "fr") return __fr.dev_copy_failed(inputs)
	if (locale === "it") return __it.dev_copy_failed(inputs)
	if (locale === "pt") return __pt.dev_copy_failed(inputs)
	if (locale === "el") return __el.dev_copy_failed(inputs)
	if (locale === "hr") return __hr.dev_copy_failed(inputs)
	return __en.dev_copy_failed(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} OAuth app" |
* | * | "{count} OAuth apps" |
*
* @param {Dev_Count_AppsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_count_apps = /** @type {((inputs: Dev_Count_AppsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Count_AppsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_count_apps(inputs)
	if (locale === "fr") return __fr.dev_count_apps(inputs)
	if (locale === "it") return __it.dev_count_apps(inputs)
	if (locale === "pt") return __pt.dev_count_apps(inputs)
	if (locale === "el") return __el.dev_count_apps(inputs)
	if (locale === "hr") return __hr.dev_count_apps(inputs)
	return __en.dev_count_apps(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} authorization" |
* | * | "{count} authorizations" |
*
* @param {Dev_Count_GrantsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_count_grants = /** @type {((inputs: Dev_Count_GrantsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Count_GrantsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_count_grants(inputs)
	if (locale === "fr") return __fr.dev_count_grants(inputs)
	if (locale === "it") return __it.dev_count_grants(inputs)
	if (locale === "pt") return __pt.dev_count_grants(inputs)
	if (locale === "el") return __el.dev_count_grants(inputs)
	if (locale === "hr") return __hr.dev_count_grants(inputs)
	return __en.dev_count_grants(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} API key" |
* | * | "{count} API keys" |
*
* @param {Dev_Count_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_count_keys = /** @type {((inputs: Dev_Count_KeysInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Count_KeysInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_count_keys(inputs)
	if (locale === "fr") return __fr.dev_count_keys(inputs)
	if (locale === "it") return __it.dev_count_keys(inputs)
	if (locale === "pt") return __pt.dev_count_keys(inputs)
	if (locale === "el") return __el.dev_count_keys(inputs)
	if (locale === "hr") return __hr.dev_count_keys(inputs)
	return __en.dev_count_keys(inputs)
});
/**
* | output |
* | --- |
* | "Create key" |
*
* @param {Dev_Create_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_create_key = /** @type {((inputs?: Dev_Create_KeyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Create_KeyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_create_key(inputs)
	if (locale === "fr") return __fr.dev_create_key(inputs)
	if (locale === "it") return __it.dev_create_key(inputs)
	if (locale === "pt") return __pt.dev_create_key(inputs)
	if (locale === "el") return __el.dev_create_key(inputs)
	if (locale === "hr") return __hr.dev_create_key(inputs)
	return __en.dev_create_key(inputs)
});
/**
* | output |
* | --- |
* | "Create a key" |
*
* @param {Dev_Create_Key_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_create_key_title = /** @type {((inputs?: Dev_Create_Key_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Create_Key_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_create_key_title(inputs)
	if (locale === "fr") return __fr.dev_create_key_title(inputs)
	if (locale === "it") return __it.dev_create_key_title(inputs)
	if (locale === "pt") return __pt.dev_create_key_title(inputs)
	if (locale === "el") return __el.dev_create_key_title(inputs)
	if (locale === "hr") return __hr.dev_create_key_title(inputs)
	return __en.dev_create_key_title(inputs)
});
/**
* | output |
* | --- |
* | "Decided" |
*
* @param {Dev_DecidedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_decided = /** @type {((inputs?: Dev_DecidedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DecidedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_decided(inputs)
	if (locale === "fr") return __fr.dev_decided(inputs)
	if (locale === "it") return __it.dev_decided(inputs)
	if (locale === "pt") return __pt.dev_decided(inputs)
	if (locale === "el") return __el.dev_decided(inputs)
	if (locale === "hr") return __hr.dev_decided(inputs)
	return __en.dev_decided(inputs)
});
/**
* | output |
* | --- |
* | "{state} on {time}" |
*
* @param {Dev_Decided_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_decided_on = /** @type {((inputs: Dev_Decided_OnInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Decided_OnInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_decided_on(inputs)
	if (locale === "fr") return __fr.dev_decided_on(inputs)
	if (locale === "it") return __it.dev_decided_on(inputs)
	if (locale === "pt") return __pt.dev_decided_on(inputs)
	if (locale === "el") return __el.dev_decided_on(inputs)
	if (locale === "hr") return __hr.dev_decided_on(inputs)
	return __en.dev_decided_on(inputs)
});
/**
* | output |
* | --- |
* | "Decision" |
*
* @param {Dev_DecisionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_decision = /** @type {((inputs?: Dev_DecisionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DecisionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_decision(inputs)
	if (locale === "fr") return __fr.dev_decision(inputs)
	if (locale === "it") return __it.dev_decision(inputs)
	if (locale === "pt") return __pt.dev_decision(inputs)
	if (locale === "el") return __el.dev_decision(inputs)
	if (locale === "hr") return __hr.dev_decision(inputs)
	return __en.dev_decision(inputs)
});
/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Dev_DeclineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_decline = /** @type {((inputs?: Dev_DeclineInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DeclineInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_decline(inputs)
	if (locale === "fr") return __fr.dev_decline(inputs)
	if (locale === "it") return __it.dev_decline(inputs)
	if (locale === "pt") return __pt.dev_decline(inputs)
	if (locale === "el") return __el.dev_decline(inputs)
	if (locale === "hr") return __hr.dev_decline(inputs)
	return __en.dev_decline(inputs)
});
/**
* | output |
* | --- |
* | "Decline {name}" |
*
* @param {Dev_Decline_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_decline_named = /** @type {((inputs: Dev_Decline_NamedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Decline_NamedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_decline_named(inputs)
	if (locale === "fr") return __fr.dev_decline_named(inputs)
	if (locale === "it") return __it.dev_decline_named(inputs)
	if (locale === "pt") return __pt.dev_decline_named(inputs)
	if (locale === "el") return __el.dev_decline_named(inputs)
	if (locale === "hr") return __hr.dev_decline_named(inputs)
	return __en.dev_decline_named(inputs)
});
/**
* | output |
* | --- |
* | "Declining revokes their {keys} created since the approval, disables their {apps} and revokes the {grants} of those apps with every token: they stop working a..." |
*
* @param {Dev_Decline_WarningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_decline_warning = /** @type {((inputs: Dev_Decline_WarningInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Decline_WarningInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_decline_warning(inputs)
	if (locale === "fr") return __fr.dev_decline_warning(inputs)
	if (locale === "it") return __it.dev_decline_warning(inputs)
	if (locale === "pt") return __pt.dev_decline_warning(inputs)
	if (locale === "el") return __el.dev_decline_warning(inputs)
	if (locale === "hr") return __hr.dev_decline_warning(inputs)
	return __en.dev_decline_warning(inputs)
});
/**
* | output |
* | --- |
* | "{name}: declined. This revoked their {keys} created since the approval, disabled their {apps} and revoked the {grants} of those apps with every token: none o..." |
*
* @param {Dev_Declined_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_declined_done = /** @type {((inputs: Dev_Declined_DoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Declined_DoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_declined_done(inputs)
	if (locale === "fr") return __fr.dev_declined_done(inputs)
	if (locale === "it") return __it.dev_declined_done(inputs)
	if (locale === "pt") return __pt.dev_declined_done(inputs)
	if (locale === "el") return __el.dev_declined_done(inputs)
	if (locale === "hr") return __hr.dev_declined_done(inputs)
	return __en.dev_declined_done(inputs)
});
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Dev_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_delete = /** @type {((inputs?: Dev_DeleteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DeleteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_delete(inputs)
	if (locale === "fr") return __fr.dev_delete(inputs)
	if (locale === "it") return __it.dev_delete(inputs)
	if (locale === "pt") return __pt.dev_delete(inputs)
	if (locale === "el") return __el.dev_delete(inputs)
	if (locale === "hr") return __hr.dev_delete(inputs)
	return __en.dev_delete(inputs)
});
/**
* | output |
* | --- |
* | "Delete {name}" |
*
* @param {Dev_Delete_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_delete_named = /** @type {((inputs: Dev_Delete_NamedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Delete_NamedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_delete_named(inputs)
	if (locale === "fr") return __fr.dev_delete_named(inputs)
	if (locale === "it") return __it.dev_delete_named(inputs)
	if (locale === "pt") return __pt.dev_delete_named(inputs)
	if (locale === "el") return __el.dev_delete_named(inputs)
	if (locale === "hr") return __hr.dev_delete_named(inputs)
	return __en.dev_delete_named(inputs)
});
/**
* | output |
* | --- |
* | "Duration" |
*
* @param {Dev_DurationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_duration = /** @type {((inputs?: Dev_DurationInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DurationInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_duration(inputs)
	if (locale === "fr") return __fr.dev_duration(inputs)
	if (locale === "it") return __it.dev_duration(inputs)
	if (locale === "pt") return __pt.dev_duration(inputs)
	if (locale === "el") return __el.dev_duration(inputs)
	if (locale === "hr") return __hr.dev_duration(inputs)
	return __en.dev_duration(inputs)
});
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Dev_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_edit = /** @type {((inputs?: Dev_EditInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_EditInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_edit(inputs)
	if (locale === "fr") return __fr.dev_edit(inputs)
	if (locale === "it") return __it.dev_edit(inputs)
	if (locale === "pt") return __pt.dev_edit(inputs)
	if (locale === "el") return __el.dev_edit(inputs)
	if (locale === "hr") return __hr.dev_edit(inputs)
	return __en.dev_edit(inputs)
});
/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Dev_Edit_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_edit_named = /** @type {((inputs: Dev_Edit_NamedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Edit_NamedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_edit_named(inputs)
	if (locale === "fr") return __fr.dev_edit_named(inputs)
	if (locale === "it") return __it.dev_edit_named(inputs)
	if (locale === "pt") return __pt.dev_edit_named(inputs)
	if (locale === "el") return __el.dev_edit_named(inputs)
	if (locale === "hr") return __hr.dev_edit_named(inputs)
	return __en.dev_edit_named(inputs)
});
/**
* | output |
* | --- |
* | "Not confirmed yet: follow the link we mailed to {email}." |
*
* @param {Dev_Email_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_email_unconfirmed = /** @type {((inputs: Dev_Email_UnconfirmedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Email_UnconfirmedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_email_unconfirmed(inputs)
	if (locale === "fr") return __fr.dev_email_unconfirmed(inputs)
	if (locale === "it") return __it.dev_email_unconfirmed(inputs)
	if (locale === "pt") return __pt.dev_email_unconfirmed(inputs)
	if (locale === "el") return __el.dev_email_unconfirmed(inputs)
	if (locale === "hr") return __hr.dev_email_unconfirmed(inputs)
	return __en.dev_email_unconfirmed(inputs)
});
/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Dev_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_expires = /** @type {((inputs?: Dev_ExpiresInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ExpiresInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_expires(inputs)
	if (locale === "fr") return __fr.dev_expires(inputs)
	if (locale === "it") return __it.dev_expires(inputs)
	if (locale === "pt") return __pt.dev_expires(inputs)
	if (locale === "el") return __el.dev_expires(inputs)
	if (locale === "hr") return __hr.dev_expires(inputs)
	return __en.dev_expires(inputs)
});
/**
* | daysPlural | output |
* | --- | --- |
* | "one" | "In {days} day" |
* | * | "In {days} days" |
*
* @param {Dev_Expires_In_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_expires_in_days = /** @type {((inputs: Dev_Expires_In_DaysInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Expires_In_DaysInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_expires_in_days(inputs)
	if (locale === "fr") return __fr.dev_expires_in_days(inputs)
	if (locale === "it") return __it.dev_expires_in_days(inputs)
	if (locale === "pt") return __pt.dev_expires_in_days(inputs)
	if (locale === "el") return __el.dev_expires_in_days(inputs)
	if (locale === "hr") return __hr.dev_expires_in_days(inputs)
	return __en.dev_expires_in_days(inputs)
});
/**
* | output |
* | --- |
* | "Never" |
*
* @param {Dev_Expires_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_expires_never = /** @type {((inputs?: Dev_Expires_NeverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Expires_NeverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_expires_never(inputs)
	if (locale === "fr") return __fr.dev_expires_never(inputs)
	if (locale === "it") return __it.dev_expires_never(inputs)
	if (locale === "pt") return __pt.dev_expires_never(inputs)
	if (locale === "el") return __el.dev_expires_never(inputs)
	if (locale === "hr") return __hr.dev_expires_never(inputs)
	return __en.dev_expires_never(inputs)
});
/**
* | output |
* | --- |
* | "In a year" |
*
* @param {Dev_Expires_YearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_expires_year = /** @type {((inputs?: Dev_Expires_YearInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Expires_YearInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_expires_year(inputs)
	if (locale === "fr") return __fr.dev_expires_year(inputs)
	if (locale === "it") return __it.dev_expires_year(inputs)
	if (locale === "pt") return __pt.dev_expires_year(inputs)
	if (locale === "el") return __el.dev_expires_year(inputs)
	if (locale === "hr") return __hr.dev_expires_year(inputs)
	return __en.dev_expires_year(inputs)
});
/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Dev_FilterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_filter = /** @type {((inputs?: Dev_FilterInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_FilterInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_filter(inputs)
	if (locale === "fr") return __fr.dev_filter(inputs)
	if (locale === "it") return __it.dev_filter(inputs)
	if (locale === "pt") return __pt.dev_filter(inputs)
	if (locale === "el") return __el.dev_filter(inputs)
	if (locale === "hr") return __hr.dev_filter(inputs)
	return __en.dev_filter(inputs)
});
/**
* | output |
* | --- |
* | "{app} may use {scopes} (since {since})" |
*
* @param {Dev_GrantInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_grant = /** @type {((inputs: Dev_GrantInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_GrantInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_grant(inputs)
	if (locale === "fr") return __fr.dev_grant(inputs)
	if (locale === "it") return __it.dev_grant(inputs)
	if (locale === "pt") return __pt.dev_grant(inputs)
	if (locale === "el") return __el.dev_grant(inputs)
	if (locale === "hr") return __hr.dev_grant(inputs)
	return __en.dev_grant(inputs)
});
/**
* | output |
* | --- |
* | "{app} may use {scopes} (since {since}, last used {used})" |
*
* @param {Dev_Grant_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_grant_used = /** @type {((inputs: Dev_Grant_UsedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Grant_UsedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_grant_used(inputs)
	if (locale === "fr") return __fr.dev_grant_used(inputs)
	if (locale === "it") return __it.dev_grant_used(inputs)
	if (locale === "pt") return __pt.dev_grant_used(inputs)
	if (locale === "el") return __el.dev_grant_used(inputs)
	if (locale === "hr") return __hr.dev_grant_used(inputs)
	return __en.dev_grant_used(inputs)
});
/**
* | output |
* | --- |
* | "Key" |
*
* @param {Dev_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_key = /** @type {((inputs?: Dev_KeyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_KeyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_key(inputs)
	if (locale === "fr") return __fr.dev_key(inputs)
	if (locale === "it") return __it.dev_key(inputs)
	if (locale === "pt") return __pt.dev_key(inputs)
	if (locale === "el") return __el.dev_key(inputs)
	if (locale === "hr") return __hr.dev_key(inputs)
	return __en.dev_key(inputs)
});
/**
* | output |
* | --- |
* | "Created {name}." |
*
* @param {Dev_Key_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_key_created = /** @type {((inputs: Dev_Key_CreatedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Key_CreatedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_key_created(inputs)
	if (locale === "fr") return __fr.dev_key_created(inputs)
	if (locale === "it") return __it.dev_key_created(inputs)
	if (locale === "pt") return __pt.dev_key_created(inputs)
	if (locale === "el") return __el.dev_key_created(inputs)
	if (locale === "hr") return __hr.dev_key_created(inputs)
	return __en.dev_key_created(inputs)
});
/**
* | output |
* | --- |
* | "Key id" |
*
* @param {Dev_Key_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_key_id = /** @type {((inputs?: Dev_Key_IdInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Key_IdInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_key_id(inputs)
	if (locale === "fr") return __fr.dev_key_id(inputs)
	if (locale === "it") return __it.dev_key_id(inputs)
	if (locale === "pt") return __pt.dev_key_id(inputs)
	if (locale === "el") return __el.dev_key_id(inputs)
	if (locale === "hr") return __hr.dev_key_id(inputs)
	return __en.dev_key_id(inputs)
});
/**
* | output |
* | --- |
* | "Key or app" |
*
* @param {Dev_Key_Or_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_key_or_app = /** @type {((inputs?: Dev_Key_Or_AppInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Key_Or_AppInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_key_or_app(inputs)
	if (locale === "fr") return __fr.dev_key_or_app(inputs)
	if (locale === "it") return __it.dev_key_or_app(inputs)
	if (locale === "pt") return __pt.dev_key_or_app(inputs)
	if (locale === "el") return __el.dev_key_or_app(inputs)
	if (locale === "hr") return __hr.dev_key_or_app(inputs)
	return __en.dev_key_or_app(inputs)
});
/**
* | output |
* | --- |
* | "API keys" |
*
* @param {Dev_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_keys = /** @type {((inputs?: Dev_KeysInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_KeysInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_keys(inputs)
	if (locale === "fr") return __fr.dev_keys(inputs)
	if (locale === "it") return __it.dev_keys(inputs)
	if (locale === "pt") return __pt.dev_keys(inputs)
	if (locale === "el") return __el.dev_keys(inputs)
	if (locale === "hr") return __hr.dev_keys(inputs)
	return __en.dev_keys(inputs)
});
/**
* | output |
* | --- |
* | "Last used" |
*
* @param {Dev_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_last_used = /** @type {((inputs?: Dev_Last_UsedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Last_UsedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_last_used(inputs)
	if (locale === "fr") return __fr.dev_last_used(inputs)
	if (locale === "it") return __it.dev_last_used(inputs)
	if (locale === "pt") return __pt.dev_last_used(inputs)
	if (locale === "el") return __el.dev_last_used(inputs)
	if (locale === "hr") return __hr.dev_last_used(inputs)
	return __en.dev_last_used(inputs)
});
/**
* | output |
* | --- |
* | "This confirmation link is unknown or was used already." |
*
* @param {Dev_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_link_invalid = /** @type {((inputs?: Dev_Link_InvalidInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Link_InvalidInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_link_invalid(inputs)
	if (locale === "fr") return __fr.dev_link_invalid(inputs)
	if (locale === "it") return __it.dev_link_invalid(inputs)
	if (locale === "pt") return __pt.dev_link_invalid(inputs)
	if (locale === "el") return __el.dev_link_invalid(inputs)
	if (locale === "hr") return __hr.dev_link_invalid(inputs)
	return __en.dev_link_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Link not valid" |
*
* @param {Dev_Link_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_link_invalid_title = /** @type {((inputs?: Dev_Link_Invalid_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Link_Invalid_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_link_invalid_title(inputs)
	if (locale === "fr") return __fr.dev_link_invalid_title(inputs)
	if (locale === "it") return __it.dev_link_invalid_title(inputs)
	if (locale === "pt") return __pt.dev_link_invalid_title(inputs)
	if (locale === "el") return __el.dev_link_invalid_title(inputs)
	if (locale === "hr") return __hr.dev_link_invalid_title(inputs)
	return __en.dev_link_invalid_title(inputs)
});
/**
* | output |
* | --- |
* | "Hello, your developer access is approved: you can now create API keys and register OAuth apps. {link}" |
*
* @param {Dev_Mail_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_mail_approved_body = /** @type {((inputs: Dev_Mail_Approved_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Approved_BodyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_mail_approved_body(inputs)
	if (locale === "fr") return __fr.dev_mail_approved_body(inputs)
	if (locale === "it") return __it.dev_mail_approved_body(inputs)
	if (locale === "pt") return __pt.dev_mail_approved_body(inputs)
	if (locale === "el") return __el.dev_mail_approved_body(inputs)
	if (locale === "hr") return __hr.dev_mail_approved_body(inputs)
	return __en.dev_mail_approved_body(inputs)
});
/**
* | output |
* | --- |
* | "Your catchd developer access is approved" |
*
* @param {Dev_Mail_Approved_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_mail_approved_subject = /** @type {((inputs?: Dev_Mail_Approved_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Approved_SubjectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_mail_approved_subject(inputs)
	if (locale === "fr") return __fr.dev_mail_approved_subject(inputs)
	if (locale === "it") return __it.dev_mail_approved_subject(inputs)
	if (locale === "pt") return __pt.dev_mail_approved_subject(inputs)
	if (locale === "el") return __el.dev_mail_approved_subject(inputs)
	if (locale === "hr") return __hr.dev_mail_approved_subject(inputs)
	return __en.dev_mail_approved_subject(inputs)
});
/**
* | output |
* | --- |
* | "Hello, someone applied for developer access on catchd with this address. To confirm it, open: {link} If it was not you, ignore this mail: nothing happens wit..." |
*
* @param {Dev_Mail_Confirm_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_mail_confirm_body = /** @type {((inputs: Dev_Mail_Confirm_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Confirm_BodyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_mail_confirm_body(inputs)
	if (locale === "fr") return __fr.dev_mail_confirm_body(inputs)
	if (locale === "it") return __it.dev_mail_confirm_body(inputs)
	if (locale === "pt") return __pt.dev_mail_confirm_body(inputs)
	if (locale === "el") return __el.dev_mail_confirm_body(inputs)
	if (locale === "hr") return __hr.dev_mail_confirm_body(inputs)
	return __en.dev_mail_confirm_body(inputs)
});
/**
* | output |
* | --- |
* | "Confirm your email address for catchd developer access" |
*
* @param {Dev_Mail_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_mail_confirm_subject = /** @type {((inputs?: Dev_Mail_Confirm_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Confirm_SubjectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_mail_confirm_subject(inputs)
	if (locale === "fr") return __fr.dev_mail_confirm_subject(inputs)
	if (locale === "it") return __it.dev_mail_confirm_subject(inputs)
	if (locale === "pt") return __pt.dev_mail_confirm_subject(inputs)
	if (locale === "el") return __el.dev_mail_confirm_subject(inputs)
	if (locale === "hr") return __hr.dev_mail_confirm_subject(inputs)
	return __en.dev_mail_confirm_subject(inputs)
});
/**
* | output |
* | --- |
* | "Hello, your developer application was declined. You can still use catchd; API keys you created as a developer and your OAuth apps, if any, no longer work." |
*
* @param {Dev_Mail_Declined_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_mail_declined_body = /** @type {((inputs?: Dev_Mail_Declined_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Declined_BodyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_mail_declined_body(inputs)
	if (locale === "fr") return __fr.dev_mail_declined_body(inputs)
	if (locale === "it") return __it.dev_mail_declined_body(inputs)
	if (locale === "pt") return __pt.dev_mail_declined_body(inputs)
	if (locale === "el") return __el.dev_mail_declined_body(inputs)
	if (locale === "hr") return __hr.dev_mail_declined_body(inputs)
	return __en.dev_mail_declined_body(inputs)
});
/**
* | output |
* | --- |
* | "Your catchd developer application was declined" |
*
* @param {Dev_Mail_Declined_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_mail_declined_subject = /** @type {((inputs?: Dev_Mail_Declined_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Declined_SubjectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_mail_declined_subject(inputs)
	if (locale === "fr") return __fr.dev_mail_declined_subject(inputs)
	if (locale === "it") return __it.dev_mail_declined_subject(inputs)
	if (locale === "pt") return __pt.dev_mail_declined_subject(inputs)
	if (locale === "el") return __el.dev_mail_declined_subject(inputs)
	if (locale === "hr") return __hr.dev_mail_declined_subject(inputs)
	return __en.dev_mail_declined_subject(inputs)
});
/**
* | output |
* | --- |
* | "Your keys and apps may hold: {scopes}." |
*
* @param {Dev_May_HoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_may_hold = /** @type {((inputs: Dev_May_HoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_May_HoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_may_hold(inputs)
	if (locale === "fr") return __fr.dev_may_hold(inputs)
	if (locale === "it") return __it.dev_may_hold(inputs)
	if (locale === "pt") return __pt.dev_may_hold(inputs)
	if (locale === "el") return __el.dev_may_hold(inputs)
	if (locale === "hr") return __hr.dev_may_hold(inputs)
	return __en.dev_may_hold(inputs)
});
/**
* | output |
* | --- |
* | "Method" |
*
* @param {Dev_MethodInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_method = /** @type {((inputs?: Dev_MethodInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_MethodInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_method(inputs)
	if (locale === "fr") return __fr.dev_method(inputs)
	if (locale === "it") return __it.dev_method(inputs)
	if (locale === "pt") return __pt.dev_method(inputs)
	if (locale === "el") return __el.dev_method(inputs)
	if (locale === "hr") return __hr.dev_method(inputs)
	return __en.dev_method(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Dev_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_name = /** @type {((inputs?: Dev_NameInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_NameInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_name(inputs)
	if (locale === "fr") return __fr.dev_name(inputs)
	if (locale === "it") return __it.dev_name(inputs)
	if (locale === "pt") return __pt.dev_name(inputs)
	if (locale === "el") return __el.dev_name(inputs)
	if (locale === "hr") return __hr.dev_name(inputs)
	return __en.dev_name(inputs)
});
/**
* | output |
* | --- |
* | "Access" |
*
* @param {Dev_Nav_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_nav_access = /** @type {((inputs?: Dev_Nav_AccessInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_AccessInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_nav_access(inputs)
	if (locale === "fr") return __fr.dev_nav_access(inputs)
	if (locale === "it") return __it.dev_nav_access(inputs)
	if (locale === "pt") return __pt.dev_nav_access(inputs)
	if (locale === "el") return __el.dev_nav_access(inputs)
	if (locale === "hr") return __hr.dev_nav_access(inputs)
	return __en.dev_nav_access(inputs)
});
/**
* | output |
* | --- |
* | "Apps" |
*
* @param {Dev_Nav_AppsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_nav_apps = /** @type {((inputs?: Dev_Nav_AppsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_AppsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_nav_apps(inputs)
	if (locale === "fr") return __fr.dev_nav_apps(inputs)
	if (locale === "it") return __it.dev_nav_apps(inputs)
	if (locale === "pt") return __pt.dev_nav_apps(inputs)
	if (locale === "el") return __el.dev_nav_apps(inputs)
	if (locale === "hr") return __hr.dev_nav_apps(inputs)
	return __en.dev_nav_apps(inputs)
});
/**
* | output |
* | --- |
* | "Authorised apps" |
*
* @param {Dev_Nav_AuthorisedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_nav_authorised = /** @type {((inputs?: Dev_Nav_AuthorisedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_AuthorisedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_nav_authorised(inputs)
	if (locale === "fr") return __fr.dev_nav_authorised(inputs)
	if (locale === "it") return __it.dev_nav_authorised(inputs)
	if (locale === "pt") return __pt.dev_nav_authorised(inputs)
	if (locale === "el") return __el.dev_nav_authorised(inputs)
	if (locale === "hr") return __hr.dev_nav_authorised(inputs)
	return __en.dev_nav_authorised(inputs)
});
/**
* | output |
* | --- |
* | "Events" |
*
* @param {Dev_Nav_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_nav_events = /** @type {((inputs?: Dev_Nav_EventsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_EventsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_nav_events(inputs)
	if (locale === "fr") return __fr.dev_nav_events(inputs)
	if (locale === "it") return __it.dev_nav_events(inputs)
	if (locale === "pt") return __pt.dev_nav_events(inputs)
	if (locale === "el") return __el.dev_nav_events(inputs)
	if (locale === "hr") return __hr.dev_nav_events(inputs)
	return __en.dev_nav_events(inputs)
});
/**
* | output |
* | --- |
* | "Webhooks" |
*
* @param {Dev_Nav_WebhooksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_nav_webhooks = /** @type {((inputs?: Dev_Nav_WebhooksInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_WebhooksInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_nav_webhooks(inputs)
	if (locale === "fr") return __fr.dev_nav_webhooks(inputs)
	if (locale === "it") return __it.dev_nav_webhooks(inputs)
	if (locale === "pt") return __pt.dev_nav_webhooks(inputs)
	if (locale === "el") return __el.dev_nav_webhooks(inputs)
	if (locale === "hr") return __hr.dev_nav_webhooks(inputs)
	return __en.dev_nav_webhooks(inputs)
});
/**
* | output |
* | --- |
* | "never" |
*
* @param {Dev_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_never = /** @type {((inputs?: Dev_NeverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_NeverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_never(inputs)
	if (locale === "fr") return __fr.dev_never(inputs)
	if (locale === "it") return __it.dev_never(inputs)
	if (locale === "pt") return __pt.dev_never(inputs)
	if (locale === "el") return __el.dev_never(inputs)
	if (locale === "hr") return __hr.dev_never(inputs)
	return __en.dev_never(inputs)
});
/**
* | output |
* | --- |
* | "Your new API key." |
*
* @param {Dev_New_Key_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_new_key_secret = /** @type {((inputs?: Dev_New_Key_SecretInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_New_Key_SecretInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_new_key_secret(inputs)
	if (locale === "fr") return __fr.dev_new_key_secret(inputs)
	if (locale === "it") return __it.dev_new_key_secret(inputs)
	if (locale === "pt") return __pt.dev_new_key_secret(inputs)
	if (locale === "el") return __el.dev_new_key_secret(inputs)
	if (locale === "hr") return __hr.dev_new_key_secret(inputs)
	return __en.dev_new_key_secret(inputs)
});
/**
* | output |
* | --- |
* | "No apps yet." |
*
* @param {Dev_No_AppsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_no_apps = /** @type {((inputs?: Dev_No_AppsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_No_AppsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_no_apps(inputs)
	if (locale === "fr") return __fr.dev_no_apps(inputs)
	if (locale === "it") return __it.dev_no_apps(inputs)
	if (locale === "pt") return __pt.dev_no_apps(inputs)
	if (locale === "el") return __el.dev_no_apps(inputs)
	if (locale === "hr") return __hr.dev_no_apps(inputs)
	return __en.dev_no_apps(inputs)
});
/**
* | output |
* | --- |
* | "You have not authorised any app." |
*
* @param {Dev_No_AuthorisedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_no_authorised = /** @type {((inputs?: Dev_No_AuthorisedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_No_AuthorisedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_no_authorised(inputs)
	if (locale === "fr") return __fr.dev_no_authorised(inputs)
	if (locale === "it") return __it.dev_no_authorised(inputs)
	if (locale === "pt") return __pt.dev_no_authorised(inputs)
	if (locale === "el") return __el.dev_no_authorised(inputs)
	if (locale === "hr") return __hr.dev_no_authorised(inputs)
	return __en.dev_no_authorised(inputs)
});
/**
* | output |
* | --- |
* | "No API keys yet." |
*
* @param {Dev_No_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_no_keys = /** @type {((inputs?: Dev_No_KeysInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_No_KeysInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_no_keys(inputs)
	if (locale === "fr") return __fr.dev_no_keys(inputs)
	if (locale === "it") return __it.dev_no_keys(inputs)
	if (locale === "pt") return __pt.dev_no_keys(inputs)
	if (locale === "el") return __el.dev_no_keys(inputs)
	if (locale === "hr") return __hr.dev_no_keys(inputs)
	return __en.dev_no_keys(inputs)
});
/**
* | output |
* | --- |
* | "No requests match." |
*
* @param {Dev_No_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_no_requests = /** @type {((inputs?: Dev_No_RequestsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_No_RequestsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_no_requests(inputs)
	if (locale === "fr") return __fr.dev_no_requests(inputs)
	if (locale === "it") return __it.dev_no_requests(inputs)
	if (locale === "pt") return __pt.dev_no_requests(inputs)
	if (locale === "el") return __el.dev_no_requests(inputs)
	if (locale === "hr") return __hr.dev_no_requests(inputs)
	return __en.dev_no_requests(inputs)
});
/**
* | output |
* | --- |
* | "Nobody is waiting." |
*
* @param {Dev_Nobody_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_nobody_waiting = /** @type {((inputs?: Dev_Nobody_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nobody_WaitingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_nobody_waiting(inputs)
	if (locale === "fr") return __fr.dev_nobody_waiting(inputs)
	if (locale === "it") return __it.dev_nobody_waiting(inputs)
	if (locale === "pt") return __pt.dev_nobody_waiting(inputs)
	if (locale === "el") return __el.dev_nobody_waiting(inputs)
	if (locale === "hr") return __hr.dev_nobody_waiting(inputs)
	return __en.dev_nobody_waiting(inputs)
});
/**
* | output |
* | --- |
* | "Path" |
*
* @param {Dev_PathInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_path = /** @type {((inputs?: Dev_PathInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_PathInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_path(inputs)
	if (locale === "fr") return __fr.dev_path(inputs)
	if (locale === "it") return __it.dev_path(inputs)
	if (locale === "pt") return __pt.dev_path(inputs)
	if (locale === "el") return __el.dev_path(inputs)
	if (locale === "hr") return __hr.dev_path(inputs)
	return __en.dev_path(inputs)
});
/**
* | output |
* | --- |
* | "Path starts with" |
*
* @param {Dev_Path_FilterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_path_filter = /** @type {((inputs?: Dev_Path_FilterInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Path_FilterInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_path_filter(inputs)
	if (locale === "fr") return __fr.dev_path_filter(inputs)
	if (locale === "it") return __it.dev_path_filter(inputs)
	if (locale === "pt") return __pt.dev_path_filter(inputs)
	if (locale === "el") return __el.dev_path_filter(inputs)
	if (locale === "hr") return __hr.dev_path_filter(inputs)
	return __en.dev_path_filter(inputs)
});
/**
* | output |
* | --- |
* | "Developer portal" |
*
* @param {Dev_PortalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_portal = /** @type {((inputs?: Dev_PortalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_PortalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_portal(inputs)
	if (locale === "fr") return __fr.dev_portal(inputs)
	if (locale === "it") return __it.dev_portal(inputs)
	if (locale === "pt") return __pt.dev_portal(inputs)
	if (locale === "el") return __el.dev_portal(inputs)
	if (locale === "hr") return __hr.dev_portal(inputs)
	return __en.dev_portal(inputs)
});
/**
* | output |
* | --- |
* | "quickstart" |
*
* @param {Dev_QuickstartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_quickstart = /** @type {((inputs?: Dev_QuickstartInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_QuickstartInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_quickstart(inputs)
	if (locale === "fr") return __fr.dev_quickstart(inputs)
	if (locale === "it") return __it.dev_quickstart(inputs)
	if (locale === "pt") return __pt.dev_quickstart(inputs)
	if (locale === "el") return __el.dev_quickstart(inputs)
	if (locale === "hr") return __hr.dev_quickstart(inputs)
	return __en.dev_quickstart(inputs)
});
/**
* | output |
* | --- |
* | "Read the {reference} and the {quickstart}." |
*
* @param {Dev_Read_DocsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_read_docs = /** @type {((inputs: Dev_Read_DocsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Read_DocsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_read_docs(inputs)
	if (locale === "fr") return __fr.dev_read_docs(inputs)
	if (locale === "it") return __it.dev_read_docs(inputs)
	if (locale === "pt") return __pt.dev_read_docs(inputs)
	if (locale === "el") return __el.dev_read_docs(inputs)
	if (locale === "hr") return __hr.dev_read_docs(inputs)
	return __en.dev_read_docs(inputs)
});
/**
* | output |
* | --- |
* | "Redirect URIs" |
*
* @param {Dev_Redirect_UrisInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_redirect_uris = /** @type {((inputs?: Dev_Redirect_UrisInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Redirect_UrisInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_redirect_uris(inputs)
	if (locale === "fr") return __fr.dev_redirect_uris(inputs)
	if (locale === "it") return __it.dev_redirect_uris(inputs)
	if (locale === "pt") return __pt.dev_redirect_uris(inputs)
	if (locale === "el") return __el.dev_redirect_uris(inputs)
	if (locale === "hr") return __hr.dev_redirect_uris(inputs)
	return __en.dev_redirect_uris(inputs)
});
/**
* | output |
* | --- |
* | "Redirect URIs (one a line)" |
*
* @param {Dev_Redirect_Uris_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_redirect_uris_hint = /** @type {((inputs?: Dev_Redirect_Uris_HintInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Redirect_Uris_HintInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_redirect_uris_hint(inputs)
	if (locale === "fr") return __fr.dev_redirect_uris_hint(inputs)
	if (locale === "it") return __it.dev_redirect_uris_hint(inputs)
	if (locale === "pt") return __pt.dev_redirect_uris_hint(inputs)
	if (locale === "el") return __el.dev_redirect_uris_hint(inputs)
	if (locale === "hr") return __hr.dev_redirect_uris_hint(inputs)
	return __en.dev_redirect_uris_hint(inputs)
});
/**
* | output |
* | --- |
* | "This installation does not give developer access at the moment." |
*
* @param {Dev_Refusal_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_refusal_closed = /** @type {((inputs?: Dev_Refusal_ClosedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Refusal_ClosedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_refusal_closed(inputs)
	if (locale === "fr") return __fr.dev_refusal_closed(inputs)
	if (locale === "it") return __it.dev_refusal_closed(inputs)
	if (locale === "pt") return __pt.dev_refusal_closed(inputs)
	if (locale === "el") return __el.dev_refusal_closed(inputs)
	if (locale === "hr") return __hr.dev_refusal_closed(inputs)
	return __en.dev_refusal_closed(inputs)
});
/**
* | output |
* | --- |
* | "Your application for developer access was declined." |
*
* @param {Dev_Refusal_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_refusal_declined = /** @type {((inputs?: Dev_Refusal_DeclinedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Refusal_DeclinedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_refusal_declined(inputs)
	if (locale === "fr") return __fr.dev_refusal_declined(inputs)
	if (locale === "it") return __it.dev_refusal_declined(inputs)
	if (locale === "pt") return __pt.dev_refusal_declined(inputs)
	if (locale === "el") return __el.dev_refusal_declined(inputs)
	if (locale === "hr") return __hr.dev_refusal_declined(inputs)
	return __en.dev_refusal_declined(inputs)
});
/**
* | output |
* | --- |
* | "API keys and OAuth apps are for approved developers. Apply for early access on the developer portal’s start page." |
*
* @param {Dev_Refusal_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_refusal_none = /** @type {((inputs?: Dev_Refusal_NoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Refusal_NoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_refusal_none(inputs)
	if (locale === "fr") return __fr.dev_refusal_none(inputs)
	if (locale === "it") return __it.dev_refusal_none(inputs)
	if (locale === "pt") return __pt.dev_refusal_none(inputs)
	if (locale === "el") return __el.dev_refusal_none(inputs)
	if (locale === "hr") return __hr.dev_refusal_none(inputs)
	return __en.dev_refusal_none(inputs)
});
/**
* | output |
* | --- |
* | "Your application for developer access is waiting for an administrator’s decision." |
*
* @param {Dev_Refusal_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_refusal_requested = /** @type {((inputs?: Dev_Refusal_RequestedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Refusal_RequestedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_refusal_requested(inputs)
	if (locale === "fr") return __fr.dev_refusal_requested(inputs)
	if (locale === "it") return __it.dev_refusal_requested(inputs)
	if (locale === "pt") return __pt.dev_refusal_requested(inputs)
	if (locale === "el") return __el.dev_refusal_requested(inputs)
	if (locale === "hr") return __hr.dev_refusal_requested(inputs)
	return __en.dev_refusal_requested(inputs)
});
/**
* | output |
* | --- |
* | "Register app" |
*
* @param {Dev_RegisterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_register = /** @type {((inputs?: Dev_RegisterInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_RegisterInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_register(inputs)
	if (locale === "fr") return __fr.dev_register(inputs)
	if (locale === "it") return __it.dev_register(inputs)
	if (locale === "pt") return __pt.dev_register(inputs)
	if (locale === "el") return __el.dev_register(inputs)
	if (locale === "hr") return __hr.dev_register(inputs)
	return __en.dev_register(inputs)
});
/**
* | output |
* | --- |
* | "Register an app" |
*
* @param {Dev_Register_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_register_title = /** @type {((inputs?: Dev_Register_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Register_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_register_title(inputs)
	if (locale === "fr") return __fr.dev_register_title(inputs)
	if (locale === "it") return __it.dev_register_title(inputs)
	if (locale === "pt") return __pt.dev_register_title(inputs)
	if (locale === "el") return __el.dev_register_title(inputs)
	if (locale === "hr") return __hr.dev_register_title(inputs)
	return __en.dev_register_title(inputs)
});
/**
* | output |
* | --- |
* | "Request id" |
*
* @param {Dev_Request_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_request_id = /** @type {((inputs?: Dev_Request_IdInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Request_IdInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_request_id(inputs)
	if (locale === "fr") return __fr.dev_request_id(inputs)
	if (locale === "it") return __it.dev_request_id(inputs)
	if (locale === "pt") return __pt.dev_request_id(inputs)
	if (locale === "el") return __el.dev_request_id(inputs)
	if (locale === "hr") return __hr.dev_request_id(inputs)
	return __en.dev_request_id(inputs)
});
/**
* | output |
* | --- |
* | "Request log" |
*
* @param {Dev_Request_LogInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_request_log = /** @type {((inputs?: Dev_Request_LogInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Request_LogInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_request_log(inputs)
	if (locale === "fr") return __fr.dev_request_log(inputs)
	if (locale === "it") return __it.dev_request_log(inputs)
	if (locale === "pt") return __pt.dev_request_log(inputs)
	if (locale === "el") return __el.dev_request_log(inputs)
	if (locale === "hr") return __hr.dev_request_log(inputs)
	return __en.dev_request_log(inputs)
});
/**
* | output |
* | --- |
* | "Requests" |
*
* @param {Dev_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_requests = /** @type {((inputs?: Dev_RequestsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_RequestsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_requests(inputs)
	if (locale === "fr") return __fr.dev_requests(inputs)
	if (locale === "it") return __it.dev_requests(inputs)
	if (locale === "pt") return __pt.dev_requests(inputs)
	if (locale === "el") return __el.dev_requests(inputs)
	if (locale === "hr") return __hr.dev_requests(inputs)
	return __en.dev_requests(inputs)
});
/**
* | daysPlural | output |
* | --- | --- |
* | "one" | "Your API requests of the last {days} day, newest first." |
* | * | "Your API requests of the last {days} days, newest first." |
*
* @param {Dev_Requests_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_requests_lead = /** @type {((inputs: Dev_Requests_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Requests_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_requests_lead(inputs)
	if (locale === "fr") return __fr.dev_requests_lead(inputs)
	if (locale === "it") return __it.dev_requests_lead(inputs)
	if (locale === "pt") return __pt.dev_requests_lead(inputs)
	if (locale === "el") return __el.dev_requests_lead(inputs)
	if (locale === "hr") return __hr.dev_requests_lead(inputs)
	return __en.dev_requests_lead(inputs)
});
/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Dev_RevokeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_revoke = /** @type {((inputs?: Dev_RevokeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_RevokeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_revoke(inputs)
	if (locale === "fr") return __fr.dev_revoke(inputs)
	if (locale === "it") return __it.dev_revoke(inputs)
	if (locale === "pt") return __pt.dev_revoke(inputs)
	if (locale === "el") return __el.dev_revoke(inputs)
	if (locale === "hr") return __hr.dev_revoke(inputs)
	return __en.dev_revoke(inputs)
});
/**
* | output |
* | --- |
* | "Revoke {name}" |
*
* @param {Dev_Revoke_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_revoke_named = /** @type {((inputs: Dev_Revoke_NamedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Revoke_NamedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_revoke_named(inputs)
	if (locale === "fr") return __fr.dev_revoke_named(inputs)
	if (locale === "it") return __it.dev_revoke_named(inputs)
	if (locale === "pt") return __pt.dev_revoke_named(inputs)
	if (locale === "el") return __el.dev_revoke_named(inputs)
	if (locale === "hr") return __hr.dev_revoke_named(inputs)
	return __en.dev_revoke_named(inputs)
});
/**
* | output |
* | --- |
* | "Rotate secret" |
*
* @param {Dev_RotateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_rotate = /** @type {((inputs?: Dev_RotateInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_RotateInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_rotate(inputs)
	if (locale === "fr") return __fr.dev_rotate(inputs)
	if (locale === "it") return __it.dev_rotate(inputs)
	if (locale === "pt") return __pt.dev_rotate(inputs)
	if (locale === "el") return __el.dev_rotate(inputs)
	if (locale === "hr") return __hr.dev_rotate(inputs)
	return __en.dev_rotate(inputs)
});
/**
* | output |
* | --- |
* | "Rotate the secret of {name}" |
*
* @param {Dev_Rotate_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_rotate_named = /** @type {((inputs: Dev_Rotate_NamedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Rotate_NamedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_rotate_named(inputs)
	if (locale === "fr") return __fr.dev_rotate_named(inputs)
	if (locale === "it") return __it.dev_rotate_named(inputs)
	if (locale === "pt") return __pt.dev_rotate_named(inputs)
	if (locale === "el") return __el.dev_rotate_named(inputs)
	if (locale === "hr") return __hr.dev_rotate_named(inputs)
	return __en.dev_rotate_named(inputs)
});
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Dev_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_save = /** @type {((inputs?: Dev_SaveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_SaveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_save(inputs)
	if (locale === "fr") return __fr.dev_save(inputs)
	if (locale === "it") return __it.dev_save(inputs)
	if (locale === "pt") return __pt.dev_save(inputs)
	if (locale === "el") return __el.dev_save(inputs)
	if (locale === "hr") return __hr.dev_save(inputs)
	return __en.dev_save(inputs)
});
/**
* | output |
* | --- |
* | "Scopes" |
*
* @param {Dev_ScopesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_scopes = /** @type {((inputs?: Dev_ScopesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ScopesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_scopes(inputs)
	if (locale === "fr") return __fr.dev_scopes(inputs)
	if (locale === "it") return __it.dev_scopes(inputs)
	if (locale === "pt") return __pt.dev_scopes(inputs)
	if (locale === "el") return __el.dev_scopes(inputs)
	if (locale === "hr") return __hr.dev_scopes(inputs)
	return __en.dev_scopes(inputs)
});
/**
* | output |
* | --- |
* | "It is shown only now: copy it and keep it safe." |
*
* @param {Dev_Secret_OnceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_secret_once = /** @type {((inputs?: Dev_Secret_OnceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Secret_OnceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_secret_once(inputs)
	if (locale === "fr") return __fr.dev_secret_once(inputs)
	if (locale === "it") return __it.dev_secret_once(inputs)
	if (locale === "pt") return __pt.dev_secret_once(inputs)
	if (locale === "el") return __el.dev_secret_once(inputs)
	if (locale === "hr") return __hr.dev_secret_once(inputs)
	return __en.dev_secret_once(inputs)
});
/**
* | output |
* | --- |
* | "The secret is rotated; the old one no longer works." |
*
* @param {Dev_Secret_RotatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_secret_rotated = /** @type {((inputs?: Dev_Secret_RotatedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Secret_RotatedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_secret_rotated(inputs)
	if (locale === "fr") return __fr.dev_secret_rotated(inputs)
	if (locale === "it") return __it.dev_secret_rotated(inputs)
	if (locale === "pt") return __pt.dev_secret_rotated(inputs)
	if (locale === "el") return __el.dev_secret_rotated(inputs)
	if (locale === "hr") return __hr.dev_secret_rotated(inputs)
	return __en.dev_secret_rotated(inputs)
});
/**
* | output |
* | --- |
* | "session" |
*
* @param {Dev_SessionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_session = /** @type {((inputs?: Dev_SessionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_SessionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_session(inputs)
	if (locale === "fr") return __fr.dev_session(inputs)
	if (locale === "it") return __it.dev_session(inputs)
	if (locale === "pt") return __pt.dev_session(inputs)
	if (locale === "el") return __el.dev_session(inputs)
	if (locale === "hr") return __hr.dev_session(inputs)
	return __en.dev_session(inputs)
});
/**
* | output |
* | --- |
* | "You are an approved developer." |
*
* @param {Dev_Standing_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_standing_approved = /** @type {((inputs?: Dev_Standing_ApprovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Standing_ApprovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_standing_approved(inputs)
	if (locale === "fr") return __fr.dev_standing_approved(inputs)
	if (locale === "it") return __it.dev_standing_approved(inputs)
	if (locale === "pt") return __pt.dev_standing_approved(inputs)
	if (locale === "el") return __el.dev_standing_approved(inputs)
	if (locale === "hr") return __hr.dev_standing_approved(inputs)
	return __en.dev_standing_approved(inputs)
});
/**
* | output |
* | --- |
* | "State" |
*
* @param {Dev_StateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_state = /** @type {((inputs?: Dev_StateInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_StateInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_state(inputs)
	if (locale === "fr") return __fr.dev_state(inputs)
	if (locale === "it") return __it.dev_state(inputs)
	if (locale === "pt") return __pt.dev_state(inputs)
	if (locale === "el") return __el.dev_state(inputs)
	if (locale === "hr") return __hr.dev_state(inputs)
	return __en.dev_state(inputs)
});
/**
* | output |
* | --- |
* | "approved" |
*
* @param {Dev_State_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_state_approved = /** @type {((inputs?: Dev_State_ApprovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_State_ApprovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_state_approved(inputs)
	if (locale === "fr") return __fr.dev_state_approved(inputs)
	if (locale === "it") return __it.dev_state_approved(inputs)
	if (locale === "pt") return __pt.dev_state_approved(inputs)
	if (locale === "el") return __el.dev_state_approved(inputs)
	if (locale === "hr") return __hr.dev_state_approved(inputs)
	return __en.dev_state_approved(inputs)
});
/**
* | output |
* | --- |
* | "declined" |
*
* @param {Dev_State_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_state_declined = /** @type {((inputs?: Dev_State_DeclinedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_State_DeclinedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_state_declined(inputs)
	if (locale === "fr") return __fr.dev_state_declined(inputs)
	if (locale === "it") return __it.dev_state_declined(inputs)
	if (locale === "pt") return __pt.dev_state_declined(inputs)
	if (locale === "el") return __el.dev_state_declined(inputs)
	if (locale === "hr") return __hr.dev_state_declined(inputs)
	return __en.dev_state_declined(inputs)
});
/**
* | output |
* | --- |
* | "requested" |
*
* @param {Dev_State_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_state_requested = /** @type {((inputs?: Dev_State_RequestedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_State_RequestedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_state_requested(inputs)
	if (locale === "fr") return __fr.dev_state_requested(inputs)
	if (locale === "it") return __it.dev_state_requested(inputs)
	if (locale === "pt") return __pt.dev_state_requested(inputs)
	if (locale === "el") return __el.dev_state_requested(inputs)
	if (locale === "hr") return __hr.dev_state_requested(inputs)
	return __en.dev_state_requested(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Dev_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_status = /** @type {((inputs?: Dev_StatusInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_StatusInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_status(inputs)
	if (locale === "fr") return __fr.dev_status(inputs)
	if (locale === "it") return __it.dev_status(inputs)
	if (locale === "pt") return __pt.dev_status(inputs)
	if (locale === "el") return __el.dev_status(inputs)
	if (locale === "hr") return __hr.dev_status(inputs)
	return __en.dev_status(inputs)
});
/**
* | output |
* | --- |
* | "Status (404 or 4xx)" |
*
* @param {Dev_Status_FilterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_status_filter = /** @type {((inputs?: Dev_Status_FilterInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Status_FilterInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_status_filter(inputs)
	if (locale === "fr") return __fr.dev_status_filter(inputs)
	if (locale === "it") return __it.dev_status_filter(inputs)
	if (locale === "pt") return __pt.dev_status_filter(inputs)
	if (locale === "el") return __el.dev_status_filter(inputs)
	if (locale === "hr") return __hr.dev_status_filter(inputs)
	return __en.dev_status_filter(inputs)
});
/**
* | output |
* | --- |
* | "Time" |
*
* @param {Dev_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_time = /** @type {((inputs?: Dev_TimeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_TimeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_time(inputs)
	if (locale === "fr") return __fr.dev_time(inputs)
	if (locale === "it") return __it.dev_time(inputs)
	if (locale === "pt") return __pt.dev_time(inputs)
	if (locale === "el") return __el.dev_time(inputs)
	if (locale === "hr") return __hr.dev_time(inputs)
	return __en.dev_time(inputs)
});
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Dev_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_type = /** @type {((inputs?: Dev_TypeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_TypeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_type(inputs)
	if (locale === "fr") return __fr.dev_type(inputs)
	if (locale === "it") return __it.dev_type(inputs)
	if (locale === "pt") return __pt.dev_type(inputs)
	if (locale === "el") return __el.dev_type(inputs)
	if (locale === "hr") return __hr.dev_type(inputs)
	return __en.dev_type(inputs)
});
/**
* | output |
* | --- |
* | "confidential" |
*
* @param {Dev_Type_ConfidentialInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_type_confidential = /** @type {((inputs?: Dev_Type_ConfidentialInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Type_ConfidentialInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_type_confidential(inputs)
	if (locale === "fr") return __fr.dev_type_confidential(inputs)
	if (locale === "it") return __it.dev_type_confidential(inputs)
	if (locale === "pt") return __pt.dev_type_confidential(inputs)
	if (locale === "el") return __el.dev_type_confidential(inputs)
	if (locale === "hr") return __hr.dev_type_confidential(inputs)
	return __en.dev_type_confidential(inputs)
});
/**
* | output |
* | --- |
* | "Confidential (a server that keeps a secret)" |
*
* @param {Dev_Type_Confidential_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_type_confidential_hint = /** @type {((inputs?: Dev_Type_Confidential_HintInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Type_Confidential_HintInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_type_confidential_hint(inputs)
	if (locale === "fr") return __fr.dev_type_confidential_hint(inputs)
	if (locale === "it") return __it.dev_type_confidential_hint(inputs)
	if (locale === "pt") return __pt.dev_type_confidential_hint(inputs)
	if (locale === "el") return __el.dev_type_confidential_hint(inputs)
	if (locale === "hr") return __hr.dev_type_confidential_hint(inputs)
	return __en.dev_type_confidential_hint(inputs)
});
/**
* | output |
* | --- |
* | "public" |
*
* @param {Dev_Type_PublicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_type_public = /** @type {((inputs?: Dev_Type_PublicInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Type_PublicInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_type_public(inputs)
	if (locale === "fr") return __fr.dev_type_public(inputs)
	if (locale === "it") return __it.dev_type_public(inputs)
	if (locale === "pt") return __pt.dev_type_public(inputs)
	if (locale === "el") return __el.dev_type_public(inputs)
	if (locale === "hr") return __hr.dev_type_public(inputs)
	return __en.dev_type_public(inputs)
});
/**
* | output |
* | --- |
* | "Public (a browser or phone app, PKCE only)" |
*
* @param {Dev_Type_Public_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_type_public_hint = /** @type {((inputs?: Dev_Type_Public_HintInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Type_Public_HintInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_type_public_hint(inputs)
	if (locale === "fr") return __fr.dev_type_public_hint(inputs)
	if (locale === "it") return __it.dev_type_public_hint(inputs)
	if (locale === "pt") return __pt.dev_type_public_hint(inputs)
	if (locale === "el") return __el.dev_type_public_hint(inputs)
	if (locale === "hr") return __hr.dev_type_public_hint(inputs)
	return __en.dev_type_public_hint(inputs)
});
/**
* | output |
* | --- |
* | "(unconfirmed)" |
*
* @param {Dev_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_unconfirmed = /** @type {((inputs?: Dev_UnconfirmedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_UnconfirmedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_unconfirmed(inputs)
	if (locale === "fr") return __fr.dev_unconfirmed(inputs)
	if (locale === "it") return __it.dev_unconfirmed(inputs)
	if (locale === "pt") return __pt.dev_unconfirmed(inputs)
	if (locale === "el") return __el.dev_unconfirmed(inputs)
	if (locale === "hr") return __hr.dev_unconfirmed(inputs)
	return __en.dev_unconfirmed(inputs)
});
/**
* | output |
* | --- |
* | "Waiting list" |
*
* @param {Dev_Waiting_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_waiting_list = /** @type {((inputs?: Dev_Waiting_ListInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Waiting_ListInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dev_waiting_list(inputs)
	if (locale === "fr") return __fr.dev_waiting_list(inputs)
	if (locale === "it") return __it.dev_waiting_list(inputs)
	if (locale === "pt") return __pt.dev_waiting_list(inputs)
	if (locale === "el") return __el.dev_waiting_list(inputs)
	if (locale === "hr") return __hr.dev_waiting_list(inputs)
	return __en.dev_waiting_list(inputs)
});
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
	if (locale === "es") return __es.digest_catches(inputs)
	if (locale === "fr") return __fr.digest_catches(inputs)
	if (locale === "it") return __it.digest_catches(inputs)
	if (locale === "pt") return __pt.digest_catches(inputs)
	if (locale === "el") return __el.digest_catches(inputs)
	if (locale === "hr") return __hr.digest_catches(inputs)
	return __en.digest_catches(inputs)
});
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
	if (locale === "es") return __es.digest_finished(inputs)
	if (locale === "fr") return __fr.digest_finished(inputs)
	if (locale === "it") return __it.digest_finished(inputs)
	if (locale === "pt") return __pt.digest_finished(inputs)
	if (locale === "el") return __el.digest_finished(inputs)
	if (locale === "hr") return __hr.digest_finished(inputs)
	return __en.digest_finished(inputs)
});
/**
* | output |
* | --- |
* | "Finished: {names}." |
*
* @param {Digest_Finished_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_finished_list = /** @type {((inputs: Digest_Finished_ListInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_Finished_ListInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.digest_finished_list(inputs)
	if (locale === "fr") return __fr.digest_finished_list(inputs)
	if (locale === "it") return __it.digest_finished_list(inputs)
	if (locale === "pt") return __pt.digest_finished_list(inputs)
	if (locale === "el") return __el.digest_finished_list(inputs)
	if (locale === "hr") return __hr.digest_finished_list(inputs)
	return __en.digest_finished_list(inputs)
});
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
	if (locale === "es") return __es.digest_grades(inputs)
	if (locale === "fr") return __fr.digest_grades(inputs)
	if (locale === "it") return __it.digest_grades(inputs)
	if (locale === "pt") return __pt.digest_grades(inputs)
	if (locale === "el") return __el.digest_grades(inputs)
	if (locale === "hr") return __hr.digest_grades(inputs)
	return __en.digest_grades(inputs)
});
/**
* | output |
* | --- |
* | "Heaviest of the week: {species}, {weight}, by {diver}." |
*
* @param {Digest_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_heaviest = /** @type {((inputs: Digest_HeaviestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_HeaviestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.digest_heaviest(inputs)
	if (locale === "fr") return __fr.digest_heaviest(inputs)
	if (locale === "it") return __it.digest_heaviest(inputs)
	if (locale === "pt") return __pt.digest_heaviest(inputs)
	if (locale === "el") return __el.digest_heaviest(inputs)
	if (locale === "hr") return __hr.digest_heaviest(inputs)
	return __en.digest_heaviest(inputs)
});
/**
* | output |
* | --- |
* | "Highlights:" |
*
* @param {Digest_HighlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_highlights = /** @type {((inputs?: Digest_HighlightsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_HighlightsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.digest_highlights(inputs)
	if (locale === "fr") return __fr.digest_highlights(inputs)
	if (locale === "it") return __it.digest_highlights(inputs)
	if (locale === "pt") return __pt.digest_highlights(inputs)
	if (locale === "el") return __el.digest_highlights(inputs)
	if (locale === "hr") return __hr.digest_highlights(inputs)
	return __en.digest_highlights(inputs)
});
/**
* | output |
* | --- |
* | "What happened in {club} from {from} to {to}:" |
*
* @param {Digest_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_intro = /** @type {((inputs: Digest_IntroInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_IntroInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.digest_intro(inputs)
	if (locale === "fr") return __fr.digest_intro(inputs)
	if (locale === "it") return __it.digest_intro(inputs)
	if (locale === "pt") return __pt.digest_intro(inputs)
	if (locale === "el") return __el.digest_intro(inputs)
	if (locale === "hr") return __hr.digest_intro(inputs)
	return __en.digest_intro(inputs)
});
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
	if (locale === "es") return __es.digest_members(inputs)
	if (locale === "fr") return __fr.digest_members(inputs)
	if (locale === "it") return __it.digest_members(inputs)
	if (locale === "pt") return __pt.digest_members(inputs)
	if (locale === "el") return __el.digest_members(inputs)
	if (locale === "hr") return __hr.digest_members(inputs)
	return __en.digest_members(inputs)
});
/**
* | output |
* | --- |
* | "Welcome to {names}." |
*
* @param {Digest_New_MembersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_new_members = /** @type {((inputs: Digest_New_MembersInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_New_MembersInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.digest_new_members(inputs)
	if (locale === "fr") return __fr.digest_new_members(inputs)
	if (locale === "it") return __it.digest_new_members(inputs)
	if (locale === "pt") return __pt.digest_new_members(inputs)
	if (locale === "el") return __el.digest_new_members(inputs)
	if (locale === "hr") return __hr.digest_new_members(inputs)
	return __en.digest_new_members(inputs)
});
/**
* | output |
* | --- |
* | "The club’s page: {link}" |
*
* @param {Digest_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_open = /** @type {((inputs: Digest_OpenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_OpenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.digest_open(inputs)
	if (locale === "fr") return __fr.digest_open(inputs)
	if (locale === "it") return __it.digest_open(inputs)
	if (locale === "pt") return __pt.digest_open(inputs)
	if (locale === "el") return __el.digest_open(inputs)
	if (locale === "hr") return __hr.digest_open(inputs)
	return __en.digest_open(inputs)
});
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
	if (locale === "es") return __es.digest_published(inputs)
	if (locale === "fr") return __fr.digest_published(inputs)
	if (locale === "it") return __it.digest_published(inputs)
	if (locale === "pt") return __pt.digest_published(inputs)
	if (locale === "el") return __el.digest_published(inputs)
	if (locale === "hr") return __hr.digest_published(inputs)
	return __en.digest_published(inputs)
});
/**
* | output |
* | --- |
* | "Published: {names}." |
*
* @param {Digest_Published_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_published_list = /** @type {((inputs: Digest_Published_ListInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_Published_ListInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.digest_published_list(inputs)
	if (locale === "fr") return __fr.digest_published_list(inputs)
	if (locale === "it") return __it.digest_published_list(inputs)
	if (locale === "pt") return __pt.digest_published_list(inputs)
	if (locale === "el") return __el.digest_published_list(inputs)
	if (locale === "hr") return __hr.digest_published_list(inputs)
	return __en.digest_published_list(inputs)
});
/**
* | output |
* | --- |
* | "New club record for {species}: {weight}, by {diver}." |
*
* @param {Digest_RecordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_record = /** @type {((inputs: Digest_RecordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_RecordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.digest_record(inputs)
	if (locale === "fr") return __fr.digest_record(inputs)
	if (locale === "it") return __it.digest_record(inputs)
	if (locale === "pt") return __pt.digest_record(inputs)
	if (locale === "el") return __el.digest_record(inputs)
	if (locale === "hr") return __hr.digest_record(inputs)
	return __en.digest_record(inputs)
});
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
	if (locale === "es") return __es.digest_records(inputs)
	if (locale === "fr") return __fr.digest_records(inputs)
	if (locale === "it") return __it.digest_records(inputs)
	if (locale === "pt") return __pt.digest_records(inputs)
	if (locale === "el") return __el.digest_records(inputs)
	if (locale === "hr") return __hr.digest_records(inputs)
	return __en.digest_records(inputs)
});
/**
* | output |
* | --- |
* | "{club}: the week of {from} to {to}" |
*
* @param {Digest_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_subject = /** @type {((inputs: Digest_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_SubjectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.digest_subject(inputs)
	if (locale === "fr") return __fr.digest_subject(inputs)
	if (locale === "it") return __it.digest_subject(inputs)
	if (locale === "pt") return __pt.digest_subject(inputs)
	if (locale === "el") return __el.digest_subject(inputs)
	if (locale === "hr") return __hr.digest_subject(inputs)
	return __en.digest_subject(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const email_label = /** @type {((inputs?: Email_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.email_label(inputs)
	if (locale === "fr") return __fr.email_label(inputs)
	if (locale === "it") return __it.email_label(inputs)
	if (locale === "pt") return __pt.email_label(inputs)
	if (locale === "el") return __el.email_label(inputs)
	if (locale === "hr") return __hr.email_label(inputs)
	return __en.email_label(inputs)
});
/**
* | output |
* | --- |
* | "Your account cannot open this page." |
*
* @param {Error_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_forbidden = /** @type {((inputs?: Error_ForbiddenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_ForbiddenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_forbidden(inputs)
	if (locale === "fr") return __fr.error_forbidden(inputs)
	if (locale === "it") return __it.error_forbidden(inputs)
	if (locale === "pt") return __pt.error_forbidden(inputs)
	if (locale === "el") return __el.error_forbidden(inputs)
	if (locale === "hr") return __hr.error_forbidden(inputs)
	return __en.error_forbidden(inputs)
});
/**
* | output |
* | --- |
* | "This form has expired (you may have signed in or out since it was shown). Go back, reload the page and send it again." |
*
* @param {Error_Form_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_form_expired = /** @type {((inputs?: Error_Form_ExpiredInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Form_ExpiredInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_form_expired(inputs)
	if (locale === "fr") return __fr.error_form_expired(inputs)
	if (locale === "it") return __it.error_form_expired(inputs)
	if (locale === "pt") return __pt.error_form_expired(inputs)
	if (locale === "el") return __el.error_form_expired(inputs)
	if (locale === "hr") return __hr.error_form_expired(inputs)
	return __en.error_form_expired(inputs)
});
/**
* | output |
* | --- |
* | "This form expired" |
*
* @param {Error_Form_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_form_expired_title = /** @type {((inputs?: Error_Form_Expired_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Form_Expired_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_form_expired_title(inputs)
	if (locale === "fr") return __fr.error_form_expired_title(inputs)
	if (locale === "it") return __it.error_form_expired_title(inputs)
	if (locale === "pt") return __pt.error_form_expired_title(inputs)
	if (locale === "el") return __el.error_form_expired_title(inputs)
	if (locale === "hr") return __hr.error_form_expired_title(inputs)
	return __en.error_form_expired_title(inputs)
});
/**
* | output |
* | --- |
* | "There is nothing at this address, or it is not yours to see." |
*
* @param {Error_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_not_found = /** @type {((inputs?: Error_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_FoundInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_not_found(inputs)
	if (locale === "fr") return __fr.error_not_found(inputs)
	if (locale === "it") return __it.error_not_found(inputs)
	if (locale === "pt") return __pt.error_not_found(inputs)
	if (locale === "el") return __el.error_not_found(inputs)
	if (locale === "hr") return __hr.error_not_found(inputs)
	return __en.error_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong on our side; it has been logged." |
*
* @param {Error_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_server = /** @type {((inputs?: Error_ServerInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_ServerInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_server(inputs)
	if (locale === "fr") return __fr.error_server(inputs)
	if (locale === "it") return __it.error_server(inputs)
	if (locale === "pt") return __pt.error_server(inputs)
	if (locale === "el") return __el.error_server(inputs)
	if (locale === "hr") return __hr.error_server(inputs)
	return __en.error_server(inputs)
});
/**
* | output |
* | --- |
* | "Go to the start page" |
*
* @param {Error_Start_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_start_page = /** @type {((inputs?: Error_Start_PageInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Start_PageInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_start_page(inputs)
	if (locale === "fr") return __fr.error_start_page(inputs)
	if (locale === "it") return __it.error_start_page(inputs)
	if (locale === "pt") return __pt.error_start_page(inputs)
	if (locale === "el") return __el.error_start_page(inputs)
	if (locale === "hr") return __hr.error_start_page(inputs)
	return __en.error_start_page(inputs)
});
/**
* | output |
* | --- |
* | "That did not work" |
*
* @param {Error_Title_400Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_400 = /** @type {((inputs?: Error_Title_400Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_400Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_400(inputs)
	if (locale === "fr") return __fr.error_title_400(inputs)
	if (locale === "it") return __it.error_title_400(inputs)
	if (locale === "pt") return __pt.error_title_400(inputs)
	if (locale === "el") return __el.error_title_400(inputs)
	if (locale === "hr") return __hr.error_title_400(inputs)
	return __en.error_title_400(inputs)
});
/**
* | output |
* | --- |
* | "Not allowed" |
*
* @param {Error_Title_403Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_403 = /** @type {((inputs?: Error_Title_403Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_403Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_403(inputs)
	if (locale === "fr") return __fr.error_title_403(inputs)
	if (locale === "it") return __it.error_title_403(inputs)
	if (locale === "pt") return __pt.error_title_403(inputs)
	if (locale === "el") return __el.error_title_403(inputs)
	if (locale === "hr") return __hr.error_title_403(inputs)
	return __en.error_title_403(inputs)
});
/**
* | output |
* | --- |
* | "Not found" |
*
* @param {Error_Title_404Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_404 = /** @type {((inputs?: Error_Title_404Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_404Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_404(inputs)
	if (locale === "fr") return __fr.error_title_404(inputs)
	if (locale === "it") return __it.error_title_404(inputs)
	if (locale === "pt") return __pt.error_title_404(inputs)
	if (locale === "el") return __el.error_title_404(inputs)
	if (locale === "hr") return __hr.error_title_404(inputs)
	return __en.error_title_404(inputs)
});
/**
* | output |
* | --- |
* | "Not allowed here" |
*
* @param {Error_Title_405Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_405 = /** @type {((inputs?: Error_Title_405Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_405Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_405(inputs)
	if (locale === "fr") return __fr.error_title_405(inputs)
	if (locale === "it") return __it.error_title_405(inputs)
	if (locale === "pt") return __pt.error_title_405(inputs)
	if (locale === "el") return __el.error_title_405(inputs)
	if (locale === "hr") return __hr.error_title_405(inputs)
	return __en.error_title_405(inputs)
});
/**
* | output |
* | --- |
* | "That clashes with something" |
*
* @param {Error_Title_409Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_409 = /** @type {((inputs?: Error_Title_409Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_409Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_409(inputs)
	if (locale === "fr") return __fr.error_title_409(inputs)
	if (locale === "it") return __it.error_title_409(inputs)
	if (locale === "pt") return __pt.error_title_409(inputs)
	if (locale === "el") return __el.error_title_409(inputs)
	if (locale === "hr") return __hr.error_title_409(inputs)
	return __en.error_title_409(inputs)
});
/**
* | output |
* | --- |
* | "Too large" |
*
* @param {Error_Title_413Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_413 = /** @type {((inputs?: Error_Title_413Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_413Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_413(inputs)
	if (locale === "fr") return __fr.error_title_413(inputs)
	if (locale === "it") return __it.error_title_413(inputs)
	if (locale === "pt") return __pt.error_title_413(inputs)
	if (locale === "el") return __el.error_title_413(inputs)
	if (locale === "hr") return __hr.error_title_413(inputs)
	return __en.error_title_413(inputs)
});
/**
* | output |
* | --- |
* | "Not accepted" |
*
* @param {Error_Title_415Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_415 = /** @type {((inputs?: Error_Title_415Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_415Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_415(inputs)
	if (locale === "fr") return __fr.error_title_415(inputs)
	if (locale === "it") return __it.error_title_415(inputs)
	if (locale === "pt") return __pt.error_title_415(inputs)
	if (locale === "el") return __el.error_title_415(inputs)
	if (locale === "hr") return __hr.error_title_415(inputs)
	return __en.error_title_415(inputs)
});
/**
* | output |
* | --- |
* | "Please check what you sent" |
*
* @param {Error_Title_422Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_422 = /** @type {((inputs?: Error_Title_422Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_422Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_422(inputs)
	if (locale === "fr") return __fr.error_title_422(inputs)
	if (locale === "it") return __it.error_title_422(inputs)
	if (locale === "pt") return __pt.error_title_422(inputs)
	if (locale === "el") return __el.error_title_422(inputs)
	if (locale === "hr") return __hr.error_title_422(inputs)
	return __en.error_title_422(inputs)
});
/**
* | output |
* | --- |
* | "Too many attempts" |
*
* @param {Error_Title_429Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_429 = /** @type {((inputs?: Error_Title_429Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_429Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_429(inputs)
	if (locale === "fr") return __fr.error_title_429(inputs)
	if (locale === "it") return __it.error_title_429(inputs)
	if (locale === "pt") return __pt.error_title_429(inputs)
	if (locale === "el") return __el.error_title_429(inputs)
	if (locale === "hr") return __hr.error_title_429(inputs)
	return __en.error_title_429(inputs)
});
/**
* | output |
* | --- |
* | "Not available right now" |
*
* @param {Error_Title_503Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_503 = /** @type {((inputs?: Error_Title_503Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_503Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_503(inputs)
	if (locale === "fr") return __fr.error_title_503(inputs)
	if (locale === "it") return __it.error_title_503(inputs)
	if (locale === "pt") return __pt.error_title_503(inputs)
	if (locale === "el") return __el.error_title_503(inputs)
	if (locale === "hr") return __hr.error_title_503(inputs)
	return __en.error_title_503(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Error_Title_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_other = /** @type {((inputs?: Error_Title_OtherInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_OtherInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_other(inputs)
	if (locale === "fr") return __fr.error_title_other(inputs)
	if (locale === "it") return __it.error_title_other(inputs)
	if (locale === "pt") return __pt.error_title_other(inputs)
	if (locale === "el") return __el.error_title_other(inputs)
	if (locale === "hr") return __hr.error_title_other(inputs)
	return __en.error_title_other(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Footer_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const footer_language = /** @type {((inputs?: Footer_LanguageInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_LanguageInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.footer_language(inputs)
	if (locale === "fr") return __fr.footer_language(inputs)
	if (locale === "it") return __it.footer_language(inputs)
	if (locale === "pt") return __pt.footer_language(inputs)
	if (locale === "el") return __el.footer_language(inputs)
	if (locale === "hr") return __hr.footer_language(inputs)
	return __en.footer_language(inputs)
});
/**
* | output |
* | --- |
* | "Forgot your password?" |
*
* @param {Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const forgot_password = /** @type {((inputs?: Forgot_PasswordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgot_PasswordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.forgot_password(inputs)
	if (locale === "fr") return __fr.forgot_password(inputs)
	if (locale === "it") return __it.forgot_password(inputs)
	if (locale === "pt") return __pt.forgot_password(inputs)
	if (locale === "el") return __el.forgot_password(inputs)
	if (locale === "hr") return __hr.forgot_password(inputs)
	return __en.forgot_password(inputs)
});
/**
* | output |
* | --- |
* | "This must be after {year}." |
*
* @param {Form_After_YearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_after_year = /** @type {((inputs: Form_After_YearInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_After_YearInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_after_year(inputs)
	if (locale === "fr") return __fr.form_after_year(inputs)
	if (locale === "it") return __it.form_after_year(inputs)
	if (locale === "pt") return __pt.form_after_year(inputs)
	if (locale === "el") return __el.form_after_year(inputs)
	if (locale === "hr") return __hr.form_after_year(inputs)
	return __en.form_after_year(inputs)
});
/**
* | output |
* | --- |
* | "This must be at least {limit}." |
*
* @param {Form_At_LeastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_at_least = /** @type {((inputs: Form_At_LeastInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_At_LeastInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_at_least(inputs)
	if (locale === "fr") return __fr.form_at_least(inputs)
	if (locale === "it") return __it.form_at_least(inputs)
	if (locale === "pt") return __pt.form_at_least(inputs)
	if (locale === "el") return __el.form_at_least(inputs)
	if (locale === "hr") return __hr.form_at_least(inputs)
	return __en.form_at_least(inputs)
});
/**
* | output |
* | --- |
* | "This must be at most {limit}." |
*
* @param {Form_At_MostInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_at_most = /** @type {((inputs: Form_At_MostInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_At_MostInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_at_most(inputs)
	if (locale === "fr") return __fr.form_at_most(inputs)
	if (locale === "it") return __it.form_at_most(inputs)
	if (locale === "pt") return __pt.form_at_most(inputs)
	if (locale === "el") return __el.form_at_most(inputs)
	if (locale === "hr") return __hr.form_at_most(inputs)
	return __en.form_at_most(inputs)
});
/**
* | output |
* | --- |
* | "Choose a photo." |
*
* @param {Form_Choose_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_choose_photo = /** @type {((inputs?: Form_Choose_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Choose_PhotoInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_choose_photo(inputs)
	if (locale === "fr") return __fr.form_choose_photo(inputs)
	if (locale === "it") return __it.form_choose_photo(inputs)
	if (locale === "pt") return __pt.form_choose_photo(inputs)
	if (locale === "el") return __el.form_choose_photo(inputs)
	if (locale === "hr") return __hr.form_choose_photo(inputs)
	return __en.form_choose_photo(inputs)
});
/**
* | output |
* | --- |
* | "Give both latitude and longitude, or neither." |
*
* @param {Form_Lat_Lon_BothInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_lat_lon_both = /** @type {((inputs?: Form_Lat_Lon_BothInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Lat_Lon_BothInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_lat_lon_both(inputs)
	if (locale === "fr") return __fr.form_lat_lon_both(inputs)
	if (locale === "it") return __it.form_lat_lon_both(inputs)
	if (locale === "pt") return __pt.form_lat_lon_both(inputs)
	if (locale === "el") return __el.form_lat_lon_both(inputs)
	if (locale === "hr") return __hr.form_lat_lon_both(inputs)
	return __en.form_lat_lon_both(inputs)
});
/**
* | output |
* | --- |
* | "This must be less than {limit}." |
*
* @param {Form_Less_ThanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_less_than = /** @type {((inputs: Form_Less_ThanInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Less_ThanInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_less_than(inputs)
	if (locale === "fr") return __fr.form_less_than(inputs)
	if (locale === "it") return __it.form_less_than(inputs)
	if (locale === "pt") return __pt.form_less_than(inputs)
	if (locale === "el") return __el.form_less_than(inputs)
	if (locale === "hr") return __hr.form_less_than(inputs)
	return __en.form_less_than(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "This must be at most {count} character long." |
* | * | "This must be at most {count} characters long." |
*
* @param {Form_Max_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_max_length = /** @type {((inputs: Form_Max_LengthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Max_LengthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_max_length(inputs)
	if (locale === "fr") return __fr.form_max_length(inputs)
	if (locale === "it") return __it.form_max_length(inputs)
	if (locale === "pt") return __pt.form_max_length(inputs)
	if (locale === "el") return __el.form_max_length(inputs)
	if (locale === "hr") return __hr.form_max_length(inputs)
	return __en.form_max_length(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "This must be at least {count} character long." |
* | * | "This must be at least {count} characters long." |
*
* @param {Form_Min_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_min_length = /** @type {((inputs: Form_Min_LengthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Min_LengthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_min_length(inputs)
	if (locale === "fr") return __fr.form_min_length(inputs)
	if (locale === "it") return __it.form_min_length(inputs)
	if (locale === "pt") return __pt.form_min_length(inputs)
	if (locale === "el") return __el.form_min_length(inputs)
	if (locale === "hr") return __hr.form_min_length(inputs)
	return __en.form_min_length(inputs)
});
/**
* | output |
* | --- |
* | "This must be more than {limit}." |
*
* @param {Form_More_ThanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_more_than = /** @type {((inputs: Form_More_ThanInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_More_ThanInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_more_than(inputs)
	if (locale === "fr") return __fr.form_more_than(inputs)
	if (locale === "it") return __it.form_more_than(inputs)
	if (locale === "pt") return __pt.form_more_than(inputs)
	if (locale === "el") return __el.form_more_than(inputs)
	if (locale === "hr") return __hr.form_more_than(inputs)
	return __en.form_more_than(inputs)
});
/**
* | output |
* | --- |
* | "This is not a valid date and time." |
*
* @param {Form_Not_A_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_not_a_time = /** @type {((inputs?: Form_Not_A_TimeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Not_A_TimeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_not_a_time(inputs)
	if (locale === "fr") return __fr.form_not_a_time(inputs)
	if (locale === "it") return __it.form_not_a_time(inputs)
	if (locale === "pt") return __pt.form_not_a_time(inputs)
	if (locale === "el") return __el.form_not_a_time(inputs)
	if (locale === "hr") return __hr.form_not_a_time(inputs)
	return __en.form_not_a_time(inputs)
});
/**
* | output |
* | --- |
* | "This value is not accepted." |
*
* @param {Form_Not_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_not_accepted = /** @type {((inputs?: Form_Not_AcceptedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Not_AcceptedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_not_accepted(inputs)
	if (locale === "fr") return __fr.form_not_accepted(inputs)
	if (locale === "it") return __it.form_not_accepted(inputs)
	if (locale === "pt") return __pt.form_not_accepted(inputs)
	if (locale === "el") return __el.form_not_accepted(inputs)
	if (locale === "hr") return __hr.form_not_accepted(inputs)
	return __en.form_not_accepted(inputs)
});
/**
* | output |
* | --- |
* | "This must not be empty." |
*
* @param {Form_Not_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_not_empty = /** @type {((inputs?: Form_Not_EmptyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Not_EmptyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_not_empty(inputs)
	if (locale === "fr") return __fr.form_not_empty(inputs)
	if (locale === "it") return __it.form_not_empty(inputs)
	if (locale === "pt") return __pt.form_not_empty(inputs)
	if (locale === "el") return __el.form_not_empty(inputs)
	if (locale === "hr") return __hr.form_not_empty(inputs)
	return __en.form_not_empty(inputs)
});
/**
* | output |
* | --- |
* | "This must not be in the future." |
*
* @param {Form_Not_FutureInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_not_future = /** @type {((inputs?: Form_Not_FutureInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Not_FutureInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_not_future(inputs)
	if (locale === "fr") return __fr.form_not_future(inputs)
	if (locale === "it") return __it.form_not_future(inputs)
	if (locale === "pt") return __pt.form_not_future(inputs)
	if (locale === "el") return __el.form_not_future(inputs)
	if (locale === "hr") return __hr.form_not_future(inputs)
	return __en.form_not_future(inputs)
});
/**
* | output |
* | --- |
* | "This must be a number." |
*
* @param {Form_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_number = /** @type {((inputs?: Form_NumberInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_NumberInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_number(inputs)
	if (locale === "fr") return __fr.form_number(inputs)
	if (locale === "it") return __it.form_number(inputs)
	if (locale === "pt") return __pt.form_number(inputs)
	if (locale === "el") return __el.form_number(inputs)
	if (locale === "hr") return __hr.form_number(inputs)
	return __en.form_number(inputs)
});
/**
* | output |
* | --- |
* | "Choose one of the options offered." |
*
* @param {Form_One_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_one_of = /** @type {((inputs?: Form_One_OfInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_One_OfInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_one_of(inputs)
	if (locale === "fr") return __fr.form_one_of(inputs)
	if (locale === "it") return __it.form_one_of(inputs)
	if (locale === "pt") return __pt.form_one_of(inputs)
	if (locale === "el") return __el.form_one_of(inputs)
	if (locale === "hr") return __hr.form_one_of(inputs)
	return __en.form_one_of(inputs)
});
/**
* | output |
* | --- |
* | "This is required." |
*
* @param {Form_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_required = /** @type {((inputs?: Form_RequiredInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_RequiredInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_required(inputs)
	if (locale === "fr") return __fr.form_required(inputs)
	if (locale === "it") return __it.form_required(inputs)
	if (locale === "pt") return __pt.form_required(inputs)
	if (locale === "el") return __el.form_required(inputs)
	if (locale === "hr") return __hr.form_required(inputs)
	return __en.form_required(inputs)
});
/**
* | output |
* | --- |
* | "This is not a time zone the server knows." |
*
* @param {Form_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_time_zone = /** @type {((inputs?: Form_Time_ZoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Time_ZoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_time_zone(inputs)
	if (locale === "fr") return __fr.form_time_zone(inputs)
	if (locale === "it") return __it.form_time_zone(inputs)
	if (locale === "pt") return __pt.form_time_zone(inputs)
	if (locale === "el") return __el.form_time_zone(inputs)
	if (locale === "hr") return __hr.form_time_zone(inputs)
	return __en.form_time_zone(inputs)
});
/**
* | output |
* | --- |
* | "No species is called “{name}”." |
*
* @param {Form_Unknown_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_unknown_species = /** @type {((inputs: Form_Unknown_SpeciesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Unknown_SpeciesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_unknown_species(inputs)
	if (locale === "fr") return __fr.form_unknown_species(inputs)
	if (locale === "it") return __it.form_unknown_species(inputs)
	if (locale === "pt") return __pt.form_unknown_species(inputs)
	if (locale === "el") return __el.form_unknown_species(inputs)
	if (locale === "hr") return __hr.form_unknown_species(inputs)
	return __en.form_unknown_species(inputs)
});
/**
* | output |
* | --- |
* | "No species is called “{name}”. Did you mean: {matches}?" |
*
* @param {Form_Unknown_Species_CloseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_unknown_species_close = /** @type {((inputs: Form_Unknown_Species_CloseInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Unknown_Species_CloseInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_unknown_species_close(inputs)
	if (locale === "fr") return __fr.form_unknown_species_close(inputs)
	if (locale === "it") return __it.form_unknown_species_close(inputs)
	if (locale === "pt") return __pt.form_unknown_species_close(inputs)
	if (locale === "el") return __el.form_unknown_species_close(inputs)
	if (locale === "hr") return __hr.form_unknown_species_close(inputs)
	return __en.form_unknown_species_close(inputs)
});
/**
* | output |
* | --- |
* | "This must be a whole number." |
*
* @param {Form_Whole_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_whole_number = /** @type {((inputs?: Form_Whole_NumberInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Whole_NumberInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.form_whole_number(inputs)
	if (locale === "fr") return __fr.form_whole_number(inputs)
	if (locale === "it") return __it.form_whole_number(inputs)
	if (locale === "pt") return __pt.form_whole_number(inputs)
	if (locale === "el") return __el.form_whole_number(inputs)
	if (locale === "hr") return __hr.form_whole_number(inputs)
	return __en.form_whole_number(inputs)
});
/**
* | output |
* | --- |
* | "The guides are written in English." |
*
* @param {Guide_English_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_english_only = /** @type {((inputs?: Guide_English_OnlyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_English_OnlyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.guide_english_only(inputs)
	if (locale === "fr") return __fr.guide_english_only(inputs)
	if (locale === "it") return __it.guide_english_only(inputs)
	if (locale === "pt") return __pt.guide_english_only(inputs)
	if (locale === "el") return __el.guide_english_only(inputs)
	if (locale === "hr") return __hr.guide_english_only(inputs)
	return __en.guide_english_only(inputs)
});
/**
* | output |
* | --- |
* | "Guides" |
*
* @param {Guide_GuidesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_guides = /** @type {((inputs?: Guide_GuidesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_GuidesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.guide_guides(inputs)
	if (locale === "fr") return __fr.guide_guides(inputs)
	if (locale === "it") return __it.guide_guides(inputs)
	if (locale === "pt") return __pt.guide_guides(inputs)
	if (locale === "el") return __el.guide_guides(inputs)
	if (locale === "hr") return __hr.guide_guides(inputs)
	return __en.guide_guides(inputs)
});
/**
* | output |
* | --- |
* | "Walk-throughs of the catchd API; the complete reference is at {link}." |
*
* @param {Guide_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_lead = /** @type {((inputs: Guide_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.guide_lead(inputs)
	if (locale === "fr") return __fr.guide_lead(inputs)
	if (locale === "it") return __it.guide_lead(inputs)
	if (locale === "pt") return __pt.guide_lead(inputs)
	if (locale === "el") return __el.guide_lead(inputs)
	if (locale === "hr") return __hr.guide_lead(inputs)
	return __en.guide_lead(inputs)
});
/**
* | output |
* | --- |
* | "See {path} for the list." |
*
* @param {Guide_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_not_found = /** @type {((inputs: Guide_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Not_FoundInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.guide_not_found(inputs)
	if (locale === "fr") return __fr.guide_not_found(inputs)
	if (locale === "it") return __it.guide_not_found(inputs)
	if (locale === "pt") return __pt.guide_not_found(inputs)
	if (locale === "el") return __el.guide_not_found(inputs)
	if (locale === "hr") return __hr.guide_not_found(inputs)
	return __en.guide_not_found(inputs)
});
/**
* | output |
* | --- |
* | "No such guide" |
*
* @param {Guide_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_not_found_title = /** @type {((inputs?: Guide_Not_Found_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Not_Found_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.guide_not_found_title(inputs)
	if (locale === "fr") return __fr.guide_not_found_title(inputs)
	if (locale === "it") return __it.guide_not_found_title(inputs)
	if (locale === "pt") return __pt.guide_not_found_title(inputs)
	if (locale === "el") return __el.guide_not_found_title(inputs)
	if (locale === "hr") return __hr.guide_not_found_title(inputs)
	return __en.guide_not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Guide_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_reference = /** @type {((inputs?: Guide_ReferenceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_ReferenceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.guide_reference(inputs)
	if (locale === "fr") return __fr.guide_reference(inputs)
	if (locale === "it") return __it.guide_reference(inputs)
	if (locale === "pt") return __pt.guide_reference(inputs)
	if (locale === "el") return __el.guide_reference(inputs)
	if (locale === "hr") return __hr.guide_reference(inputs)
	return __en.guide_reference(inputs)
});
/**
* | output |
* | --- |
* | "Errors" |
*
* @param {Guide_Title_ErrorsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_title_errors = /** @type {((inputs?: Guide_Title_ErrorsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_ErrorsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.guide_title_errors(inputs)
	if (locale === "fr") return __fr.guide_title_errors(inputs)
	if (locale === "it") return __it.guide_title_errors(inputs)
	if (locale === "pt") return __pt.guide_title_errors(inputs)
	if (locale === "el") return __el.guide_title_errors(inputs)
	if (locale === "hr") return __hr.guide_title_errors(inputs)
	return __en.guide_title_errors(inputs)
});
/**
* | output |
* | --- |
* | "Idempotent retries" |
*
* @param {Guide_Title_Idempotent_RetriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_title_idempotent_retries = /** @type {((inputs?: Guide_Title_Idempotent_RetriesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_Idempotent_RetriesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.guide_title_idempotent_retries(inputs)
	if (locale === "fr") return __fr.guide_title_idempotent_retries(inputs)
	if (locale === "it") return __it.guide_title_idempotent_retries(inputs)
	if (locale === "pt") return __pt.guide_title_idempotent_retries(inputs)
	if (locale === "el") return __el.guide_title_idempotent_retries(inputs)
	if (locale === "hr") return __hr.guide_title_idempotent_retries(inputs)
	return __en.guide_title_idempotent_retries(inputs)
});
/**
* | output |
* | --- |
* | "OAuth 2.0 with PKCE: acting for other people" |
*
* @param {Guide_Title_Oauth_PkceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_title_oauth_pkce = /** @type {((inputs?: Guide_Title_Oauth_PkceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_Oauth_PkceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.guide_title_oauth_pkce(inputs)
	if (locale === "fr") return __fr.guide_title_oauth_pkce(inputs)
	if (locale === "it") return __it.guide_title_oauth_pkce(inputs)
	if (locale === "pt") return __pt.guide_title_oauth_pkce(inputs)
	if (locale === "el") return __el.guide_title_oauth_pkce(inputs)
	if (locale === "hr") return __hr.guide_title_oauth_pkce(inputs)
	return __en.guide_title_oauth_pkce(inputs)
});
/**
* | output |
* | --- |
* | "Paging and search" |
*
* @param {Guide_Title_Paging_And_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_title_paging_and_search = /** @type {((inputs?: Guide_Title_Paging_And_SearchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_Paging_And_SearchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.guide_title_paging_and_search(inputs)
	if (locale === "fr") return __fr.guide_title_paging_and_search(inputs)
	if (locale === "it") return __it.guide_title_paging_and_search(inputs)
	if (locale === "pt") return __pt.guide_title_paging_and_search(inputs)
	if (locale === "el") return __el.guide_title_paging_and_search(inputs)
	if (locale === "hr") return __hr.guide_title_paging_and_search(inputs)
	return __en.guide_title_paging_and_search(inputs)
});
/**
* | output |
* | --- |
* | "Quickstart: a key, a first catch, a first webhook" |
*
* @param {Guide_Title_QuickstartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_title_quickstart = /** @type {((inputs?: Guide_Title_QuickstartInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_QuickstartInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.guide_title_quickstart(inputs)
	if (locale === "fr") return __fr.guide_title_quickstart(inputs)
	if (locale === "it") return __it.guide_title_quickstart(inputs)
	if (locale === "pt") return __pt.guide_title_quickstart(inputs)
	if (locale === "el") return __el.guide_title_quickstart(inputs)
	if (locale === "hr") return __hr.guide_title_quickstart(inputs)
	return __en.guide_title_quickstart(inputs)
});
/**
* | output |
* | --- |
* | "See the leaderboards" |
*
* @param {Home_BoardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const home_boards = /** @type {((inputs?: Home_BoardsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_BoardsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_boards(inputs)
	if (locale === "fr") return __fr.home_boards(inputs)
	if (locale === "it") return __it.home_boards(inputs)
	if (locale === "pt") return __pt.home_boards(inputs)
	if (locale === "el") return __el.home_boards(inputs)
	if (locale === "hr") return __hr.home_boards(inputs)
	return __en.home_boards(inputs)
});
/**
* | output |
* | --- |
* | "Log, verify and rank the club’s spearfishing catches." |
*
* @param {Home_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const home_lead = /** @type {((inputs?: Home_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_lead(inputs)
	if (locale === "fr") return __fr.home_lead(inputs)
	if (locale === "it") return __it.home_lead(inputs)
	if (locale === "pt") return __pt.home_lead(inputs)
	if (locale === "el") return __el.home_lead(inputs)
	if (locale === "hr") return __hr.home_lead(inputs)
	return __en.home_lead(inputs)
});
/**
* | output |
* | --- |
* | "Welcome" |
*
* @param {Home_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const home_title = /** @type {((inputs?: Home_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_title(inputs)
	if (locale === "fr") return __fr.home_title(inputs)
	if (locale === "it") return __it.home_title(inputs)
	if (locale === "pt") return __pt.home_title(inputs)
	if (locale === "el") return __el.home_title(inputs)
	if (locale === "hr") return __hr.home_title(inputs)
	return __en.home_title(inputs)
});
/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Nav_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_admin = /** @type {((inputs?: Nav_AdminInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_AdminInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_admin(inputs)
	if (locale === "fr") return __fr.nav_admin(inputs)
	if (locale === "it") return __it.nav_admin(inputs)
	if (locale === "pt") return __pt.nav_admin(inputs)
	if (locale === "el") return __el.nav_admin(inputs)
	if (locale === "hr") return __hr.nav_admin(inputs)
	return __en.nav_admin(inputs)
});
/**
* | output |
* | --- |
* | "Competitions" |
*
* @param {Nav_CompetitionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_competitions = /** @type {((inputs?: Nav_CompetitionsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CompetitionsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_competitions(inputs)
	if (locale === "fr") return __fr.nav_competitions(inputs)
	if (locale === "it") return __it.nav_competitions(inputs)
	if (locale === "pt") return __pt.nav_competitions(inputs)
	if (locale === "el") return __el.nav_competitions(inputs)
	if (locale === "hr") return __hr.nav_competitions(inputs)
	return __en.nav_competitions(inputs)
});
/**
* | output |
* | --- |
* | "Developers" |
*
* @param {Nav_DevelopersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_developers = /** @type {((inputs?: Nav_DevelopersInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_DevelopersInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_developers(inputs)
	if (locale === "fr") return __fr.nav_developers(inputs)
	if (locale === "it") return __it.nav_developers(inputs)
	if (locale === "pt") return __pt.nav_developers(inputs)
	if (locale === "el") return __el.nav_developers(inputs)
	if (locale === "hr") return __hr.nav_developers(inputs)
	return __en.nav_developers(inputs)
});
/**
* | output |
* | --- |
* | "Leaderboards" |
*
* @param {Nav_LeaderboardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_leaderboards = /** @type {((inputs?: Nav_LeaderboardsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_LeaderboardsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_leaderboards(inputs)
	if (locale === "fr") return __fr.nav_leaderboards(inputs)
	if (locale === "it") return __it.nav_leaderboards(inputs)
	if (locale === "pt") return __pt.nav_leaderboards(inputs)
	if (locale === "el") return __el.nav_leaderboards(inputs)
	if (locale === "hr") return __hr.nav_leaderboards(inputs)
	return __en.nav_leaderboards(inputs)
});
/**
* | output |
* | --- |
* | "Log a catch" |
*
* @param {Nav_Log_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_log_catch = /** @type {((inputs?: Nav_Log_CatchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Log_CatchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_log_catch(inputs)
	if (locale === "fr") return __fr.nav_log_catch(inputs)
	if (locale === "it") return __it.nav_log_catch(inputs)
	if (locale === "pt") return __pt.nav_log_catch(inputs)
	if (locale === "el") return __el.nav_log_catch(inputs)
	if (locale === "hr") return __hr.nav_log_catch(inputs)
	return __en.nav_log_catch(inputs)
});
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Nav_MainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_main = /** @type {((inputs?: Nav_MainInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MainInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_main(inputs)
	if (locale === "fr") return __fr.nav_main(inputs)
	if (locale === "it") return __it.nav_main(inputs)
	if (locale === "pt") return __pt.nav_main(inputs)
	if (locale === "el") return __el.nav_main(inputs)
	if (locale === "hr") return __hr.nav_main(inputs)
	return __en.nav_main(inputs)
});
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Nav_MenuInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_menu = /** @type {((inputs?: Nav_MenuInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MenuInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_menu(inputs)
	if (locale === "fr") return __fr.nav_menu(inputs)
	if (locale === "it") return __it.nav_menu(inputs)
	if (locale === "pt") return __pt.nav_menu(inputs)
	if (locale === "el") return __el.nav_menu(inputs)
	if (locale === "hr") return __hr.nav_menu(inputs)
	return __en.nav_menu(inputs)
});
/**
* | output |
* | --- |
* | "My catches" |
*
* @param {Nav_My_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_my_catches = /** @type {((inputs?: Nav_My_CatchesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_My_CatchesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_my_catches(inputs)
	if (locale === "fr") return __fr.nav_my_catches(inputs)
	if (locale === "it") return __it.nav_my_catches(inputs)
	if (locale === "pt") return __pt.nav_my_catches(inputs)
	if (locale === "el") return __el.nav_my_catches(inputs)
	if (locale === "hr") return __hr.nav_my_catches(inputs)
	return __en.nav_my_catches(inputs)
});
/**
* | output |
* | --- |
* | "Species" |
*
* @param {Nav_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_species = /** @type {((inputs?: Nav_SpeciesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_SpeciesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_species(inputs)
	if (locale === "fr") return __fr.nav_species(inputs)
	if (locale === "it") return __it.nav_species(inputs)
	if (locale === "pt") return __pt.nav_species(inputs)
	if (locale === "el") return __el.nav_species(inputs)
	if (locale === "hr") return __hr.nav_species(inputs)
	return __en.nav_species(inputs)
});
/**
* | output |
* | --- |
* | "Stats" |
*
* @param {Nav_StatsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_stats = /** @type {((inputs?: Nav_StatsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_StatsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_stats(inputs)
	if (locale === "fr") return __fr.nav_stats(inputs)
	if (locale === "it") return __it.nav_stats(inputs)
	if (locale === "pt") return __pt.nav_stats(inputs)
	if (locale === "el") return __el.nav_stats(inputs)
	if (locale === "hr") return __hr.nav_stats(inputs)
	return __en.nav_stats(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Notifications: {count} unread" |
* | * | "Notifications: {count} unread" |
*
* @param {Nav_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_unread = /** @type {((inputs: Nav_UnreadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_UnreadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_unread(inputs)
	if (locale === "fr") return __fr.nav_unread(inputs)
	if (locale === "it") return __it.nav_unread(inputs)
	if (locale === "pt") return __pt.nav_unread(inputs)
	if (locale === "el") return __el.nav_unread(inputs)
	if (locale === "hr") return __hr.nav_unread(inputs)
	return __en.nav_unread(inputs)
});
/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Nav_VerifyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_verify = /** @type {((inputs?: Nav_VerifyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_VerifyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_verify(inputs)
	if (locale === "fr") return __fr.nav_verify(inputs)
	if (locale === "it") return __it.nav_verify(inputs)
	if (locale === "pt") return __pt.nav_verify(inputs)
	if (locale === "el") return __el.nav_verify(inputs)
	if (locale === "hr") return __hr.nav_verify(inputs)
	return __en.nav_verify(inputs)
});
/**
* | output |
* | --- |
* | "{name}: your account" |
*
* @param {Nav_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_your_account = /** @type {((inputs: Nav_Your_AccountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Your_AccountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_your_account(inputs)
	if (locale === "fr") return __fr.nav_your_account(inputs)
	if (locale === "it") return __it.nav_your_account(inputs)
	if (locale === "pt") return __pt.nav_your_account(inputs)
	if (locale === "el") return __el.nav_your_account(inputs)
	if (locale === "hr") return __hr.nav_your_account(inputs)
	return __en.nav_your_account(inputs)
});
/**
* | output |
* | --- |
* | "Your account is deleted. Thank you for diving with us." |
*
* @param {Notice_Account_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_account_deleted = /** @type {((inputs?: Notice_Account_DeletedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Account_DeletedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_account_deleted(inputs)
	if (locale === "fr") return __fr.notice_account_deleted(inputs)
	if (locale === "it") return __it.notice_account_deleted(inputs)
	if (locale === "pt") return __pt.notice_account_deleted(inputs)
	if (locale === "el") return __el.notice_account_deleted(inputs)
	if (locale === "hr") return __hr.notice_account_deleted(inputs)
	return __en.notice_account_deleted(inputs)
});
/**
* | output |
* | --- |
* | "The app is deleted." |
*
* @param {Notice_App_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_app_deleted = /** @type {((inputs?: Notice_App_DeletedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_App_DeletedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_app_deleted(inputs)
	if (locale === "fr") return __fr.notice_app_deleted(inputs)
	if (locale === "it") return __it.notice_app_deleted(inputs)
	if (locale === "pt") return __pt.notice_app_deleted(inputs)
	if (locale === "el") return __el.notice_app_deleted(inputs)
	if (locale === "hr") return __hr.notice_app_deleted(inputs)
	return __en.notice_app_deleted(inputs)
});
/**
* | output |
* | --- |
* | "Revoked: the app’s tokens no longer work." |
*
* @param {Notice_App_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_app_revoked = /** @type {((inputs?: Notice_App_RevokedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_App_RevokedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_app_revoked(inputs)
	if (locale === "fr") return __fr.notice_app_revoked(inputs)
	if (locale === "it") return __it.notice_app_revoked(inputs)
	if (locale === "pt") return __pt.notice_app_revoked(inputs)
	if (locale === "el") return __el.notice_app_revoked(inputs)
	if (locale === "hr") return __hr.notice_app_revoked(inputs)
	return __en.notice_app_revoked(inputs)
});
/**
* | output |
* | --- |
* | "The app is saved." |
*
* @param {Notice_App_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_app_saved = /** @type {((inputs?: Notice_App_SavedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_App_SavedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_app_saved(inputs)
	if (locale === "fr") return __fr.notice_app_saved(inputs)
	if (locale === "it") return __it.notice_app_saved(inputs)
	if (locale === "pt") return __pt.notice_app_saved(inputs)
	if (locale === "el") return __el.notice_app_saved(inputs)
	if (locale === "hr") return __hr.notice_app_saved(inputs)
	return __en.notice_app_saved(inputs)
});
/**
* | output |
* | --- |
* | "The application is approved." |
*
* @param {Notice_Application_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_application_approved = /** @type {((inputs?: Notice_Application_ApprovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Application_ApprovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_application_approved(inputs)
	if (locale === "fr") return __fr.notice_application_approved(inputs)
	if (locale === "it") return __it.notice_application_approved(inputs)
	if (locale === "pt") return __pt.notice_application_approved(inputs)
	if (locale === "el") return __el.notice_application_approved(inputs)
	if (locale === "hr") return __hr.notice_application_approved(inputs)
	return __en.notice_application_approved(inputs)
});
/**
* | output |
* | --- |
* | "The application is declined." |
*
* @param {Notice_Application_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_application_declined = /** @type {((inputs?: Notice_Application_DeclinedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Application_DeclinedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_application_declined(inputs)
	if (locale === "fr") return __fr.notice_application_declined(inputs)
	if (locale === "it") return __it.notice_application_declined(inputs)
	if (locale === "pt") return __pt.notice_application_declined(inputs)
	if (locale === "el") return __el.notice_application_declined(inputs)
	if (locale === "hr") return __hr.notice_application_declined(inputs)
	return __en.notice_application_declined(inputs)
});
/**
* | output |
* | --- |
* | "Thank you: your application is in." |
*
* @param {Notice_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_applied = /** @type {((inputs?: Notice_AppliedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_AppliedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_applied(inputs)
	if (locale === "fr") return __fr.notice_applied(inputs)
	if (locale === "it") return __it.notice_applied(inputs)
	if (locale === "pt") return __pt.notice_applied(inputs)
	if (locale === "el") return __el.notice_applied(inputs)
	if (locale === "hr") return __hr.notice_applied(inputs)
	return __en.notice_applied(inputs)
});
/**
* | output |
* | --- |
* | "Queued again." |
*
* @param {Notice_Delivery_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_delivery_queued = /** @type {((inputs?: Notice_Delivery_QueuedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Delivery_QueuedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_delivery_queued(inputs)
	if (locale === "fr") return __fr.notice_delivery_queued(inputs)
	if (locale === "it") return __it.notice_delivery_queued(inputs)
	if (locale === "pt") return __pt.notice_delivery_queued(inputs)
	if (locale === "el") return __el.notice_delivery_queued(inputs)
	if (locale === "hr") return __hr.notice_delivery_queued(inputs)
	return __en.notice_delivery_queued(inputs)
});
/**
* | output |
* | --- |
* | "Disabled." |
*
* @param {Notice_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_disabled = /** @type {((inputs?: Notice_DisabledInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_DisabledInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_disabled(inputs)
	if (locale === "fr") return __fr.notice_disabled(inputs)
	if (locale === "it") return __it.notice_disabled(inputs)
	if (locale === "pt") return __pt.notice_disabled(inputs)
	if (locale === "el") return __el.notice_disabled(inputs)
	if (locale === "hr") return __hr.notice_disabled(inputs)
	return __en.notice_disabled(inputs)
});
/**
* | output |
* | --- |
* | "Your email address is changed." |
*
* @param {Notice_Email_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_email_changed = /** @type {((inputs?: Notice_Email_ChangedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Email_ChangedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_email_changed(inputs)
	if (locale === "fr") return __fr.notice_email_changed(inputs)
	if (locale === "it") return __it.notice_email_changed(inputs)
	if (locale === "pt") return __pt.notice_email_changed(inputs)
	if (locale === "el") return __el.notice_email_changed(inputs)
	if (locale === "hr") return __hr.notice_email_changed(inputs)
	return __en.notice_email_changed(inputs)
});
/**
* | output |
* | --- |
* | "Almost done: open the link we mailed to the new address. Until then your address stays as it was." |
*
* @param {Notice_Email_Confirm_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_email_confirm_sent = /** @type {((inputs?: Notice_Email_Confirm_SentInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Email_Confirm_SentInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_email_confirm_sent(inputs)
	if (locale === "fr") return __fr.notice_email_confirm_sent(inputs)
	if (locale === "it") return __it.notice_email_confirm_sent(inputs)
	if (locale === "pt") return __pt.notice_email_confirm_sent(inputs)
	if (locale === "el") return __el.notice_email_confirm_sent(inputs)
	if (locale === "hr") return __hr.notice_email_confirm_sent(inputs)
	return __en.notice_email_confirm_sent(inputs)
});
/**
* | output |
* | --- |
* | "Enabled." |
*
* @param {Notice_EnabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_enabled = /** @type {((inputs?: Notice_EnabledInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_EnabledInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_enabled(inputs)
	if (locale === "fr") return __fr.notice_enabled(inputs)
	if (locale === "it") return __it.notice_enabled(inputs)
	if (locale === "pt") return __pt.notice_enabled(inputs)
	if (locale === "el") return __el.notice_enabled(inputs)
	if (locale === "hr") return __hr.notice_enabled(inputs)
	return __en.notice_enabled(inputs)
});
/**
* | output |
* | --- |
* | "The endpoint is deleted." |
*
* @param {Notice_Endpoint_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_endpoint_deleted = /** @type {((inputs?: Notice_Endpoint_DeletedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Endpoint_DeletedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_endpoint_deleted(inputs)
	if (locale === "fr") return __fr.notice_endpoint_deleted(inputs)
	if (locale === "it") return __it.notice_endpoint_deleted(inputs)
	if (locale === "pt") return __pt.notice_endpoint_deleted(inputs)
	if (locale === "el") return __el.notice_endpoint_deleted(inputs)
	if (locale === "hr") return __hr.notice_endpoint_deleted(inputs)
	return __en.notice_endpoint_deleted(inputs)
});
/**
* | output |
* | --- |
* | "Refused: the catch is unverified." |
*
* @param {Notice_Grade_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_grade_refused = /** @type {((inputs?: Notice_Grade_RefusedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Grade_RefusedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_grade_refused(inputs)
	if (locale === "fr") return __fr.notice_grade_refused(inputs)
	if (locale === "it") return __it.notice_grade_refused(inputs)
	if (locale === "pt") return __pt.notice_grade_refused(inputs)
	if (locale === "el") return __el.notice_grade_refused(inputs)
	if (locale === "hr") return __hr.notice_grade_refused(inputs)
	return __en.notice_grade_refused(inputs)
});
/**
* | output |
* | --- |
* | "Graded bronze." |
*
* @param {Notice_Graded_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_graded_bronze = /** @type {((inputs?: Notice_Graded_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Graded_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_graded_bronze(inputs)
	if (locale === "fr") return __fr.notice_graded_bronze(inputs)
	if (locale === "it") return __it.notice_graded_bronze(inputs)
	if (locale === "pt") return __pt.notice_graded_bronze(inputs)
	if (locale === "el") return __el.notice_graded_bronze(inputs)
	if (locale === "hr") return __hr.notice_graded_bronze(inputs)
	return __en.notice_graded_bronze(inputs)
});
/**
* | output |
* | --- |
* | "Graded gold." |
*
* @param {Notice_Graded_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_graded_gold = /** @type {((inputs?: Notice_Graded_GoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Graded_GoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_graded_gold(inputs)
	if (locale === "fr") return __fr.notice_graded_gold(inputs)
	if (locale === "it") return __it.notice_graded_gold(inputs)
	if (locale === "pt") return __pt.notice_graded_gold(inputs)
	if (locale === "el") return __el.notice_graded_gold(inputs)
	if (locale === "hr") return __hr.notice_graded_gold(inputs)
	return __en.notice_graded_gold(inputs)
});
/**
* | output |
* | --- |
* | "Graded silver." |
*
* @param {Notice_Graded_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_graded_silver = /** @type {((inputs?: Notice_Graded_SilverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Graded_SilverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_graded_silver(inputs)
	if (locale === "fr") return __fr.notice_graded_silver(inputs)
	if (locale === "it") return __it.notice_graded_silver(inputs)
	if (locale === "pt") return __pt.notice_graded_silver(inputs)
	if (locale === "el") return __el.notice_graded_silver(inputs)
	if (locale === "hr") return __hr.notice_graded_silver(inputs)
	return __en.notice_graded_silver(inputs)
});
/**
* | output |
* | --- |
* | "The invitation is sent again, with a new link." |
*
* @param {Notice_Invitation_ResentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_invitation_resent = /** @type {((inputs?: Notice_Invitation_ResentInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Invitation_ResentInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_invitation_resent(inputs)
	if (locale === "fr") return __fr.notice_invitation_resent(inputs)
	if (locale === "it") return __it.notice_invitation_resent(inputs)
	if (locale === "pt") return __pt.notice_invitation_resent(inputs)
	if (locale === "el") return __el.notice_invitation_resent(inputs)
	if (locale === "hr") return __hr.notice_invitation_resent(inputs)
	return __en.notice_invitation_resent(inputs)
});
/**
* | output |
* | --- |
* | "The invitation is revoked: its link no longer works." |
*
* @param {Notice_Invitation_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_invitation_revoked = /** @type {((inputs?: Notice_Invitation_RevokedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Invitation_RevokedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_invitation_revoked(inputs)
	if (locale === "fr") return __fr.notice_invitation_revoked(inputs)
	if (locale === "it") return __it.notice_invitation_revoked(inputs)
	if (locale === "pt") return __pt.notice_invitation_revoked(inputs)
	if (locale === "el") return __el.notice_invitation_revoked(inputs)
	if (locale === "hr") return __hr.notice_invitation_revoked(inputs)
	return __en.notice_invitation_revoked(inputs)
});
/**
* | output |
* | --- |
* | "The invitation is on its way." |
*
* @param {Notice_InvitedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_invited = /** @type {((inputs?: Notice_InvitedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_InvitedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_invited(inputs)
	if (locale === "fr") return __fr.notice_invited(inputs)
	if (locale === "it") return __it.notice_invited(inputs)
	if (locale === "pt") return __pt.notice_invited(inputs)
	if (locale === "el") return __el.notice_invited(inputs)
	if (locale === "hr") return __hr.notice_invited(inputs)
	return __en.notice_invited(inputs)
});
/**
* | output |
* | --- |
* | "The key is revoked." |
*
* @param {Notice_Key_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_key_revoked = /** @type {((inputs?: Notice_Key_RevokedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Key_RevokedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_key_revoked(inputs)
	if (locale === "fr") return __fr.notice_key_revoked(inputs)
	if (locale === "it") return __it.notice_key_revoked(inputs)
	if (locale === "pt") return __pt.notice_key_revoked(inputs)
	if (locale === "el") return __el.notice_key_revoked(inputs)
	if (locale === "hr") return __hr.notice_key_revoked(inputs)
	return __en.notice_key_revoked(inputs)
});
/**
* | output |
* | --- |
* | "The passkey is added: sign in with it next time, no password needed." |
*
* @param {Notice_Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_passkey_added = /** @type {((inputs?: Notice_Passkey_AddedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Passkey_AddedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_passkey_added(inputs)
	if (locale === "fr") return __fr.notice_passkey_added(inputs)
	if (locale === "it") return __it.notice_passkey_added(inputs)
	if (locale === "pt") return __pt.notice_passkey_added(inputs)
	if (locale === "el") return __el.notice_passkey_added(inputs)
	if (locale === "hr") return __hr.notice_passkey_added(inputs)
	return __en.notice_passkey_added(inputs)
});
/**
* | output |
* | --- |
* | "The passkey is removed: it no longer signs you in." |
*
* @param {Notice_Passkey_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_passkey_removed = /** @type {((inputs?: Notice_Passkey_RemovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Passkey_RemovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_passkey_removed(inputs)
	if (locale === "fr") return __fr.notice_passkey_removed(inputs)
	if (locale === "it") return __it.notice_passkey_removed(inputs)
	if (locale === "pt") return __pt.notice_passkey_removed(inputs)
	if (locale === "el") return __el.notice_passkey_removed(inputs)
	if (locale === "hr") return __hr.notice_passkey_removed(inputs)
	return __en.notice_passkey_removed(inputs)
});
/**
* | output |
* | --- |
* | "The passkey is renamed." |
*
* @param {Notice_Passkey_RenamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_passkey_renamed = /** @type {((inputs?: Notice_Passkey_RenamedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Passkey_RenamedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_passkey_renamed(inputs)
	if (locale === "fr") return __fr.notice_passkey_renamed(inputs)
	if (locale === "it") return __it.notice_passkey_renamed(inputs)
	if (locale === "pt") return __pt.notice_passkey_renamed(inputs)
	if (locale === "el") return __el.notice_passkey_renamed(inputs)
	if (locale === "hr") return __hr.notice_passkey_renamed(inputs)
	return __en.notice_passkey_renamed(inputs)
});
/**
* | output |
* | --- |
* | "Your password is changed; every other session is signed out." |
*
* @param {Notice_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_password_changed = /** @type {((inputs?: Notice_Password_ChangedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Password_ChangedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_password_changed(inputs)
	if (locale === "fr") return __fr.notice_password_changed(inputs)
	if (locale === "it") return __it.notice_password_changed(inputs)
	if (locale === "pt") return __pt.notice_password_changed(inputs)
	if (locale === "el") return __el.notice_password_changed(inputs)
	if (locale === "hr") return __hr.notice_password_changed(inputs)
	return __en.notice_password_changed(inputs)
});
/**
* | output |
* | --- |
* | "The person is added." |
*
* @param {Notice_Person_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_person_added = /** @type {((inputs?: Notice_Person_AddedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Person_AddedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_person_added(inputs)
	if (locale === "fr") return __fr.notice_person_added(inputs)
	if (locale === "it") return __it.notice_person_added(inputs)
	if (locale === "pt") return __pt.notice_person_added(inputs)
	if (locale === "el") return __el.notice_person_added(inputs)
	if (locale === "hr") return __hr.notice_person_added(inputs)
	return __en.notice_person_added(inputs)
});
/**
* | output |
* | --- |
* | "Role changed." |
*
* @param {Notice_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_role_changed = /** @type {((inputs?: Notice_Role_ChangedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Role_ChangedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_role_changed(inputs)
	if (locale === "fr") return __fr.notice_role_changed(inputs)
	if (locale === "it") return __it.notice_role_changed(inputs)
	if (locale === "pt") return __pt.notice_role_changed(inputs)
	if (locale === "el") return __el.notice_role_changed(inputs)
	if (locale === "hr") return __hr.notice_role_changed(inputs)
	return __en.notice_role_changed(inputs)
});
/**
* | output |
* | --- |
* | "Saved." |
*
* @param {Notice_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_saved = /** @type {((inputs?: Notice_SavedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_SavedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_saved(inputs)
	if (locale === "fr") return __fr.notice_saved(inputs)
	if (locale === "it") return __it.notice_saved(inputs)
	if (locale === "pt") return __pt.notice_saved(inputs)
	if (locale === "el") return __el.notice_saved(inputs)
	if (locale === "hr") return __hr.notice_saved(inputs)
	return __en.notice_saved(inputs)
});
/**
* | output |
* | --- |
* | "The authenticator app is removed; every other session is signed out." |
*
* @param {Notice_Second_Factor_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_second_factor_removed = /** @type {((inputs?: Notice_Second_Factor_RemovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Second_Factor_RemovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_second_factor_removed(inputs)
	if (locale === "fr") return __fr.notice_second_factor_removed(inputs)
	if (locale === "it") return __it.notice_second_factor_removed(inputs)
	if (locale === "pt") return __pt.notice_second_factor_removed(inputs)
	if (locale === "el") return __el.notice_second_factor_removed(inputs)
	if (locale === "hr") return __hr.notice_second_factor_removed(inputs)
	return __en.notice_second_factor_removed(inputs)
});
/**
* | output |
* | --- |
* | "The second factor is reset: the person is signed out everywhere and can set up a new one." |
*
* @param {Notice_Second_Factor_ResetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_second_factor_reset = /** @type {((inputs?: Notice_Second_Factor_ResetInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Second_Factor_ResetInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_second_factor_reset(inputs)
	if (locale === "fr") return __fr.notice_second_factor_reset(inputs)
	if (locale === "it") return __it.notice_second_factor_reset(inputs)
	if (locale === "pt") return __pt.notice_second_factor_reset(inputs)
	if (locale === "el") return __el.notice_second_factor_reset(inputs)
	if (locale === "hr") return __hr.notice_second_factor_reset(inputs)
	return __en.notice_second_factor_reset(inputs)
});
/**
* | output |
* | --- |
* | "The secret is rotated." |
*
* @param {Notice_Secret_RotatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_secret_rotated = /** @type {((inputs?: Notice_Secret_RotatedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Secret_RotatedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_secret_rotated(inputs)
	if (locale === "fr") return __fr.notice_secret_rotated(inputs)
	if (locale === "it") return __it.notice_secret_rotated(inputs)
	if (locale === "pt") return __pt.notice_secret_rotated(inputs)
	if (locale === "el") return __el.notice_secret_rotated(inputs)
	if (locale === "hr") return __hr.notice_secret_rotated(inputs)
	return __en.notice_secret_rotated(inputs)
});
/**
* | output |
* | --- |
* | "That session is signed out." |
*
* @param {Notice_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_session_ended = /** @type {((inputs?: Notice_Session_EndedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Session_EndedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_session_ended(inputs)
	if (locale === "fr") return __fr.notice_session_ended(inputs)
	if (locale === "it") return __it.notice_session_ended(inputs)
	if (locale === "pt") return __pt.notice_session_ended(inputs)
	if (locale === "el") return __el.notice_session_ended(inputs)
	if (locale === "hr") return __hr.notice_session_ended(inputs)
	return __en.notice_session_ended(inputs)
});
/**
* | output |
* | --- |
* | "Every other session is signed out." |
*
* @param {Notice_Sessions_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_sessions_ended = /** @type {((inputs?: Notice_Sessions_EndedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Sessions_EndedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_sessions_ended(inputs)
	if (locale === "fr") return __fr.notice_sessions_ended(inputs)
	if (locale === "it") return __it.notice_sessions_ended(inputs)
	if (locale === "pt") return __pt.notice_sessions_ended(inputs)
	if (locale === "el") return __el.notice_sessions_ended(inputs)
	if (locale === "hr") return __hr.notice_sessions_ended(inputs)
	return __en.notice_sessions_ended(inputs)
});
/**
* | output |
* | --- |
* | "You are the administrator now. Invite people below." |
*
* @param {Notice_Setup_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_setup_done = /** @type {((inputs?: Notice_Setup_DoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Setup_DoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_setup_done(inputs)
	if (locale === "fr") return __fr.notice_setup_done(inputs)
	if (locale === "it") return __it.notice_setup_done(inputs)
	if (locale === "pt") return __pt.notice_setup_done(inputs)
	if (locale === "el") return __el.notice_setup_done(inputs)
	if (locale === "hr") return __hr.notice_setup_done(inputs)
	return __en.notice_setup_done(inputs)
});
/**
* | output |
* | --- |
* | "The sign-up is approved: the person can sign in." |
*
* @param {Notice_Sign_Up_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_sign_up_approved = /** @type {((inputs?: Notice_Sign_Up_ApprovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Sign_Up_ApprovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_sign_up_approved(inputs)
	if (locale === "fr") return __fr.notice_sign_up_approved(inputs)
	if (locale === "it") return __it.notice_sign_up_approved(inputs)
	if (locale === "pt") return __pt.notice_sign_up_approved(inputs)
	if (locale === "el") return __el.notice_sign_up_approved(inputs)
	if (locale === "hr") return __hr.notice_sign_up_approved(inputs)
	return __en.notice_sign_up_approved(inputs)
});
/**
* | output |
* | --- |
* | "The sign-up is declined." |
*
* @param {Notice_Sign_Up_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_sign_up_declined = /** @type {((inputs?: Notice_Sign_Up_DeclinedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Sign_Up_DeclinedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_sign_up_declined(inputs)
	if (locale === "fr") return __fr.notice_sign_up_declined(inputs)
	if (locale === "it") return __it.notice_sign_up_declined(inputs)
	if (locale === "pt") return __pt.notice_sign_up_declined(inputs)
	if (locale === "el") return __el.notice_sign_up_declined(inputs)
	if (locale === "hr") return __hr.notice_sign_up_declined(inputs)
	return __en.notice_sign_up_declined(inputs)
});
/**
* | output |
* | --- |
* | "A test event is on its way." |
*
* @param {Notice_Test_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_test_sent = /** @type {((inputs?: Notice_Test_SentInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Test_SentInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_test_sent(inputs)
	if (locale === "fr") return __fr.notice_test_sent(inputs)
	if (locale === "it") return __it.notice_test_sent(inputs)
	if (locale === "pt") return __pt.notice_test_sent(inputs)
	if (locale === "el") return __el.notice_test_sent(inputs)
	if (locale === "hr") return __hr.notice_test_sent(inputs)
	return __en.notice_test_sent(inputs)
});
/**
* | output |
* | --- |
* | "Welcome to catchd!" |
*
* @param {Notice_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_welcome = /** @type {((inputs?: Notice_WelcomeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_WelcomeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_welcome(inputs)
	if (locale === "fr") return __fr.notice_welcome(inputs)
	if (locale === "it") return __it.notice_welcome(inputs)
	if (locale === "pt") return __pt.notice_welcome(inputs)
	if (locale === "el") return __el.notice_welcome(inputs)
	if (locale === "hr") return __hr.notice_welcome(inputs)
	return __en.notice_welcome(inputs)
});
/**
* | output |
* | --- |
* | "All" |
*
* @param {Notify_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_all = /** @type {((inputs?: Notify_AllInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_AllInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_all(inputs)
	if (locale === "fr") return __fr.notify_all(inputs)
	if (locale === "it") return __it.notify_all(inputs)
	if (locale === "pt") return __pt.notify_all(inputs)
	if (locale === "el") return __el.notify_all(inputs)
	if (locale === "hr") return __hr.notify_all(inputs)
	return __en.notify_all(inputs)
});
/**
* | output |
* | --- |
* | "number of catches" |
*
* @param {Notify_Board_Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_board_catch_count = /** @type {((inputs?: Notify_Board_Catch_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_Catch_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_board_catch_count(inputs)
	if (locale === "fr") return __fr.notify_board_catch_count(inputs)
	if (locale === "it") return __it.notify_board_catch_count(inputs)
	if (locale === "pt") return __pt.notify_board_catch_count(inputs)
	if (locale === "el") return __el.notify_board_catch_count(inputs)
	if (locale === "hr") return __hr.notify_board_catch_count(inputs)
	return __en.notify_board_catch_count(inputs)
});
/**
* | output |
* | --- |
* | "deepest catch" |
*
* @param {Notify_Board_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_board_deepest = /** @type {((inputs?: Notify_Board_DeepestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_DeepestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_board_deepest(inputs)
	if (locale === "fr") return __fr.notify_board_deepest(inputs)
	if (locale === "it") return __it.notify_board_deepest(inputs)
	if (locale === "pt") return __pt.notify_board_deepest(inputs)
	if (locale === "el") return __el.notify_board_deepest(inputs)
	if (locale === "hr") return __hr.notify_board_deepest(inputs)
	return __en.notify_board_deepest(inputs)
});
/**
* | output |
* | --- |
* | "heaviest fish" |
*
* @param {Notify_Board_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_board_heaviest = /** @type {((inputs?: Notify_Board_HeaviestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_HeaviestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_board_heaviest(inputs)
	if (locale === "fr") return __fr.notify_board_heaviest(inputs)
	if (locale === "it") return __it.notify_board_heaviest(inputs)
	if (locale === "pt") return __pt.notify_board_heaviest(inputs)
	if (locale === "el") return __el.notify_board_heaviest(inputs)
	if (locale === "hr") return __hr.notify_board_heaviest(inputs)
	return __en.notify_board_heaviest(inputs)
});
/**
* | output |
* | --- |
* | "You left the top 10 of the board “{board}” (you were #{old})." |
*
* @param {Notify_Board_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_board_left = /** @type {((inputs: Notify_Board_LeftInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_LeftInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_board_left(inputs)
	if (locale === "fr") return __fr.notify_board_left(inputs)
	if (locale === "it") return __it.notify_board_left(inputs)
	if (locale === "pt") return __pt.notify_board_left(inputs)
	if (locale === "el") return __el.notify_board_left(inputs)
	if (locale === "hr") return __hr.notify_board_left(inputs)
	return __en.notify_board_left(inputs)
});
/**
* | output |
* | --- |
* | "You went from #{old} to #{new} on the board “{board}”." |
*
* @param {Notify_Board_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_board_moved = /** @type {((inputs: Notify_Board_MovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_MovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_board_moved(inputs)
	if (locale === "fr") return __fr.notify_board_moved(inputs)
	if (locale === "it") return __it.notify_board_moved(inputs)
	if (locale === "pt") return __pt.notify_board_moved(inputs)
	if (locale === "el") return __el.notify_board_moved(inputs)
	if (locale === "hr") return __hr.notify_board_moved(inputs)
	return __en.notify_board_moved(inputs)
});
/**
* | output |
* | --- |
* | "season {season}" |
*
* @param {Notify_Board_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_board_season = /** @type {((inputs: Notify_Board_SeasonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_SeasonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_board_season(inputs)
	if (locale === "fr") return __fr.notify_board_season(inputs)
	if (locale === "it") return __it.notify_board_season(inputs)
	if (locale === "pt") return __pt.notify_board_season(inputs)
	if (locale === "el") return __el.notify_board_season(inputs)
	if (locale === "hr") return __hr.notify_board_season(inputs)
	return __en.notify_board_season(inputs)
});
/**
* | output |
* | --- |
* | "You were overtaken on a leaderboard" |
*
* @param {Notify_Board_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_board_title = /** @type {((inputs?: Notify_Board_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_board_title(inputs)
	if (locale === "fr") return __fr.notify_board_title(inputs)
	if (locale === "it") return __it.notify_board_title(inputs)
	if (locale === "pt") return __pt.notify_board_title(inputs)
	if (locale === "el") return __el.notify_board_title(inputs)
	if (locale === "hr") return __hr.notify_board_title(inputs)
	return __en.notify_board_title(inputs)
});
/**
* | output |
* | --- |
* | "total weight" |
*
* @param {Notify_Board_Total_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_board_total_weight = /** @type {((inputs?: Notify_Board_Total_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_Total_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_board_total_weight(inputs)
	if (locale === "fr") return __fr.notify_board_total_weight(inputs)
	if (locale === "it") return __it.notify_board_total_weight(inputs)
	if (locale === "pt") return __pt.notify_board_total_weight(inputs)
	if (locale === "el") return __el.notify_board_total_weight(inputs)
	if (locale === "hr") return __hr.notify_board_total_weight(inputs)
	return __en.notify_board_total_weight(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "And {count} more board." |
* | * | "And {count} more boards." |
*
* @param {Notify_Boards_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_boards_more = /** @type {((inputs: Notify_Boards_MoreInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Boards_MoreInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_boards_more(inputs)
	if (locale === "fr") return __fr.notify_boards_more(inputs)
	if (locale === "it") return __it.notify_boards_more(inputs)
	if (locale === "pt") return __pt.notify_boards_more(inputs)
	if (locale === "el") return __el.notify_boards_more(inputs)
	if (locale === "hr") return __hr.notify_boards_more(inputs)
	return __en.notify_boards_more(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You were overtaken on {count} leaderboard" |
* | * | "You were overtaken on {count} leaderboards" |
*
* @param {Notify_Boards_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_boards_title = /** @type {((inputs: Notify_Boards_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Boards_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_boards_title(inputs)
	if (locale === "fr") return __fr.notify_boards_title(inputs)
	if (locale === "it") return __it.notify_boards_title(inputs)
	if (locale === "pt") return __pt.notify_boards_title(inputs)
	if (locale === "el") return __el.notify_boards_title(inputs)
	if (locale === "hr") return __hr.notify_boards_title(inputs)
	return __en.notify_boards_title(inputs)
});
/**
* | output |
* | --- |
* | "A verifier graded your {species} {tier} (it was {previous})." |
*
* @param {Notify_Catch_Graded_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_catch_graded_text = /** @type {((inputs: Notify_Catch_Graded_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Catch_Graded_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_catch_graded_text(inputs)
	if (locale === "fr") return __fr.notify_catch_graded_text(inputs)
	if (locale === "it") return __it.notify_catch_graded_text(inputs)
	if (locale === "pt") return __pt.notify_catch_graded_text(inputs)
	if (locale === "el") return __el.notify_catch_graded_text(inputs)
	if (locale === "hr") return __hr.notify_catch_graded_text(inputs)
	return __en.notify_catch_graded_text(inputs)
});
/**
* | output |
* | --- |
* | "Your catch was graded {tier}" |
*
* @param {Notify_Catch_Graded_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_catch_graded_title = /** @type {((inputs: Notify_Catch_Graded_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Catch_Graded_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_catch_graded_title(inputs)
	if (locale === "fr") return __fr.notify_catch_graded_title(inputs)
	if (locale === "it") return __it.notify_catch_graded_title(inputs)
	if (locale === "pt") return __pt.notify_catch_graded_title(inputs)
	if (locale === "el") return __el.notify_catch_graded_title(inputs)
	if (locale === "hr") return __hr.notify_catch_graded_title(inputs)
	return __en.notify_catch_graded_title(inputs)
});
/**
* | output |
* | --- |
* | "A verifier refused your {species}." |
*
* @param {Notify_Catch_Refused_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_catch_refused_text = /** @type {((inputs: Notify_Catch_Refused_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Catch_Refused_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_catch_refused_text(inputs)
	if (locale === "fr") return __fr.notify_catch_refused_text(inputs)
	if (locale === "it") return __it.notify_catch_refused_text(inputs)
	if (locale === "pt") return __pt.notify_catch_refused_text(inputs)
	if (locale === "el") return __el.notify_catch_refused_text(inputs)
	if (locale === "hr") return __hr.notify_catch_refused_text(inputs)
	return __en.notify_catch_refused_text(inputs)
});
/**
* | output |
* | --- |
* | "Your catch was refused" |
*
* @param {Notify_Catch_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_catch_refused_title = /** @type {((inputs?: Notify_Catch_Refused_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Catch_Refused_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_catch_refused_title(inputs)
	if (locale === "fr") return __fr.notify_catch_refused_title(inputs)
	if (locale === "it") return __it.notify_catch_refused_title(inputs)
	if (locale === "pt") return __pt.notify_catch_refused_title(inputs)
	if (locale === "el") return __el.notify_catch_refused_title(inputs)
	if (locale === "hr") return __hr.notify_catch_refused_title(inputs)
	return __en.notify_catch_refused_title(inputs)
});
/**
* | output |
* | --- |
* | "Choose what reaches you, and where" |
*
* @param {Notify_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_choose = /** @type {((inputs?: Notify_ChooseInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_ChooseInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_choose(inputs)
	if (locale === "fr") return __fr.notify_choose(inputs)
	if (locale === "it") return __it.notify_choose(inputs)
	if (locale === "pt") return __pt.notify_choose(inputs)
	if (locale === "el") return __el.notify_choose(inputs)
	if (locale === "hr") return __hr.notify_choose(inputs)
	return __en.notify_choose(inputs)
});
/**
* | output |
* | --- |
* | "{name} applies for developer access." |
*
* @param {Notify_Developer_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_developer_text = /** @type {((inputs: Notify_Developer_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Developer_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_developer_text(inputs)
	if (locale === "fr") return __fr.notify_developer_text(inputs)
	if (locale === "it") return __it.notify_developer_text(inputs)
	if (locale === "pt") return __pt.notify_developer_text(inputs)
	if (locale === "el") return __el.notify_developer_text(inputs)
	if (locale === "hr") return __hr.notify_developer_text(inputs)
	return __en.notify_developer_text(inputs)
});
/**
* | output |
* | --- |
* | "A developer application waits for you" |
*
* @param {Notify_Developer_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_developer_title = /** @type {((inputs?: Notify_Developer_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Developer_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_developer_title(inputs)
	if (locale === "fr") return __fr.notify_developer_title(inputs)
	if (locale === "it") return __it.notify_developer_title(inputs)
	if (locale === "pt") return __pt.notify_developer_title(inputs)
	if (locale === "el") return __el.notify_developer_title(inputs)
	if (locale === "hr") return __hr.notify_developer_title(inputs)
	return __en.notify_developer_title(inputs)
});
/**
* | output |
* | --- |
* | "The week in {club}" |
*
* @param {Notify_Digest_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_digest_title = /** @type {((inputs: Notify_Digest_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Digest_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_digest_title(inputs)
	if (locale === "fr") return __fr.notify_digest_title(inputs)
	if (locale === "it") return __it.notify_digest_title(inputs)
	if (locale === "pt") return __pt.notify_digest_title(inputs)
	if (locale === "el") return __el.notify_digest_title(inputs)
	if (locale === "hr") return __hr.notify_digest_title(inputs)
	return __en.notify_digest_title(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Notify_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_email = /** @type {((inputs?: Notify_EmailInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_EmailInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_email(inputs)
	if (locale === "fr") return __fr.notify_email(inputs)
	if (locale === "it") return __it.notify_email(inputs)
	if (locale === "pt") return __pt.notify_email(inputs)
	if (locale === "el") return __el.notify_email(inputs)
	if (locale === "hr") return __hr.notify_email(inputs)
	return __en.notify_email(inputs)
});
/**
* | output |
* | --- |
* | "Daily digest" |
*
* @param {Notify_Email_DailyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_email_daily = /** @type {((inputs?: Notify_Email_DailyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Email_DailyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_email_daily(inputs)
	if (locale === "fr") return __fr.notify_email_daily(inputs)
	if (locale === "it") return __it.notify_email_daily(inputs)
	if (locale === "pt") return __pt.notify_email_daily(inputs)
	if (locale === "el") return __el.notify_email_daily(inputs)
	if (locale === "hr") return __hr.notify_email_daily(inputs)
	return __en.notify_email_daily(inputs)
});
/**
* | output |
* | --- |
* | "Email at once" |
*
* @param {Notify_Email_InstantInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_email_instant = /** @type {((inputs?: Notify_Email_InstantInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Email_InstantInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_email_instant(inputs)
	if (locale === "fr") return __fr.notify_email_instant(inputs)
	if (locale === "it") return __it.notify_email_instant(inputs)
	if (locale === "pt") return __pt.notify_email_instant(inputs)
	if (locale === "el") return __el.notify_email_instant(inputs)
	if (locale === "hr") return __hr.notify_email_instant(inputs)
	return __en.notify_email_instant(inputs)
});
/**
* | output |
* | --- |
* | "No email" |
*
* @param {Notify_Email_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_email_off = /** @type {((inputs?: Notify_Email_OffInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Email_OffInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_email_off(inputs)
	if (locale === "fr") return __fr.notify_email_off(inputs)
	if (locale === "it") return __it.notify_email_off(inputs)
	if (locale === "pt") return __pt.notify_email_off(inputs)
	if (locale === "el") return __el.notify_email_off(inputs)
	if (locale === "hr") return __hr.notify_email_off(inputs)
	return __en.notify_email_off(inputs)
});
/**
* | output |
* | --- |
* | "Weekly digest" |
*
* @param {Notify_Email_WeeklyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_email_weekly = /** @type {((inputs?: Notify_Email_WeeklyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Email_WeeklyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_email_weekly(inputs)
	if (locale === "fr") return __fr.notify_email_weekly(inputs)
	if (locale === "it") return __it.notify_email_weekly(inputs)
	if (locale === "pt") return __pt.notify_email_weekly(inputs)
	if (locale === "el") return __el.notify_email_weekly(inputs)
	if (locale === "hr") return __hr.notify_email_weekly(inputs)
	return __en.notify_email_weekly(inputs)
});
/**
* | output |
* | --- |
* | "The results of {competition} are final." |
*
* @param {Notify_Final_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_final_text = /** @type {((inputs: Notify_Final_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Final_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_final_text(inputs)
	if (locale === "fr") return __fr.notify_final_text(inputs)
	if (locale === "it") return __it.notify_final_text(inputs)
	if (locale === "pt") return __pt.notify_final_text(inputs)
	if (locale === "el") return __el.notify_final_text(inputs)
	if (locale === "hr") return __hr.notify_final_text(inputs)
	return __en.notify_final_text(inputs)
});
/**
* | output |
* | --- |
* | "Final results are in" |
*
* @param {Notify_Final_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_final_title = /** @type {((inputs?: Notify_Final_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Final_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_final_title(inputs)
	if (locale === "fr") return __fr.notify_final_title(inputs)
	if (locale === "it") return __it.notify_final_title(inputs)
	if (locale === "pt") return __pt.notify_final_title(inputs)
	if (locale === "el") return __el.notify_final_title(inputs)
	if (locale === "hr") return __hr.notify_final_title(inputs)
	return __en.notify_final_title(inputs)
});
/**
* | output |
* | --- |
* | "In the app" |
*
* @param {Notify_In_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_in_app = /** @type {((inputs?: Notify_In_AppInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_In_AppInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_in_app(inputs)
	if (locale === "fr") return __fr.notify_in_app(inputs)
	if (locale === "it") return __it.notify_in_app(inputs)
	if (locale === "pt") return __pt.notify_in_app(inputs)
	if (locale === "el") return __el.notify_in_app(inputs)
	if (locale === "hr") return __hr.notify_in_app(inputs)
	return __en.notify_in_app(inputs)
});
/**
* | output |
* | --- |
* | "Someone overtakes you in a leaderboard’s top 10" |
*
* @param {Notify_Kind_Board_OvertakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_board_overtaken = /** @type {((inputs?: Notify_Kind_Board_OvertakenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Board_OvertakenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_kind_board_overtaken(inputs)
	if (locale === "fr") return __fr.notify_kind_board_overtaken(inputs)
	if (locale === "it") return __it.notify_kind_board_overtaken(inputs)
	if (locale === "pt") return __pt.notify_kind_board_overtaken(inputs)
	if (locale === "el") return __el.notify_kind_board_overtaken(inputs)
	if (locale === "hr") return __hr.notify_kind_board_overtaken(inputs)
	return __en.notify_kind_board_overtaken(inputs)
});
/**
* | output |
* | --- |
* | "One of your catches is graded or refused" |
*
* @param {Notify_Kind_Catch_GradedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_catch_graded = /** @type {((inputs?: Notify_Kind_Catch_GradedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Catch_GradedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_kind_catch_graded(inputs)
	if (locale === "fr") return __fr.notify_kind_catch_graded(inputs)
	if (locale === "it") return __it.notify_kind_catch_graded(inputs)
	if (locale === "pt") return __pt.notify_kind_catch_graded(inputs)
	if (locale === "el") return __el.notify_kind_catch_graded(inputs)
	if (locale === "hr") return __hr.notify_kind_catch_graded(inputs)
	return __en.notify_kind_catch_graded(inputs)
});
/**
* | output |
* | --- |
* | "A weekly digest of the club’s activity (admins)" |
*
* @param {Notify_Kind_Club_DigestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_club_digest = /** @type {((inputs?: Notify_Kind_Club_DigestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Club_DigestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_kind_club_digest(inputs)
	if (locale === "fr") return __fr.notify_kind_club_digest(inputs)
	if (locale === "it") return __it.notify_kind_club_digest(inputs)
	if (locale === "pt") return __pt.notify_kind_club_digest(inputs)
	if (locale === "el") return __el.notify_kind_club_digest(inputs)
	if (locale === "hr") return __hr.notify_kind_club_digest(inputs)
	return __en.notify_kind_club_digest(inputs)
});
/**
* | output |
* | --- |
* | "Someone overtakes your entry in a competition’s top 10" |
*
* @param {Notify_Kind_Competition_OvertakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_competition_overtaken = /** @type {((inputs?: Notify_Kind_Competition_OvertakenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Competition_OvertakenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_kind_competition_overtaken(inputs)
	if (locale === "fr") return __fr.notify_kind_competition_overtaken(inputs)
	if (locale === "it") return __it.notify_kind_competition_overtaken(inputs)
	if (locale === "pt") return __pt.notify_kind_competition_overtaken(inputs)
	if (locale === "el") return __el.notify_kind_competition_overtaken(inputs)
	if (locale === "hr") return __hr.notify_kind_competition_overtaken(inputs)
	return __en.notify_kind_competition_overtaken(inputs)
});
/**
* | output |
* | --- |
* | "A competition is published" |
*
* @param {Notify_Kind_Competition_PublishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_competition_published = /** @type {((inputs?: Notify_Kind_Competition_PublishedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Competition_PublishedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_kind_competition_published(inputs)
	if (locale === "fr") return __fr.notify_kind_competition_published(inputs)
	if (locale === "it") return __it.notify_kind_competition_published(inputs)
	if (locale === "pt") return __pt.notify_kind_competition_published(inputs)
	if (locale === "el") return __el.notify_kind_competition_published(inputs)
	if (locale === "hr") return __hr.notify_kind_competition_published(inputs)
	return __en.notify_kind_competition_published(inputs)
});
/**
* | output |
* | --- |
* | "Provisional or final results of a competition you entered" |
*
* @param {Notify_Kind_Competition_ResultsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_competition_results = /** @type {((inputs?: Notify_Kind_Competition_ResultsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Competition_ResultsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_kind_competition_results(inputs)
	if (locale === "fr") return __fr.notify_kind_competition_results(inputs)
	if (locale === "it") return __it.notify_kind_competition_results(inputs)
	if (locale === "pt") return __pt.notify_kind_competition_results(inputs)
	if (locale === "el") return __el.notify_kind_competition_results(inputs)
	if (locale === "hr") return __hr.notify_kind_competition_results(inputs)
	return __en.notify_kind_competition_results(inputs)
});
/**
* | output |
* | --- |
* | "A developer application waits for a decision (admins)" |
*
* @param {Notify_Kind_Developer_Application_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_developer_application_waiting = /** @type {((inputs?: Notify_Kind_Developer_Application_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Developer_Application_WaitingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_kind_developer_application_waiting(inputs)
	if (locale === "fr") return __fr.notify_kind_developer_application_waiting(inputs)
	if (locale === "it") return __it.notify_kind_developer_application_waiting(inputs)
	if (locale === "pt") return __pt.notify_kind_developer_application_waiting(inputs)
	if (locale === "el") return __el.notify_kind_developer_application_waiting(inputs)
	if (locale === "hr") return __hr.notify_kind_developer_application_waiting(inputs)
	return __en.notify_kind_developer_application_waiting(inputs)
});
/**
* | output |
* | --- |
* | "A protest is filed against your competition entry" |
*
* @param {Notify_Kind_Protest_On_EntryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_protest_on_entry = /** @type {((inputs?: Notify_Kind_Protest_On_EntryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Protest_On_EntryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_kind_protest_on_entry(inputs)
	if (locale === "fr") return __fr.notify_kind_protest_on_entry(inputs)
	if (locale === "it") return __it.notify_kind_protest_on_entry(inputs)
	if (locale === "pt") return __pt.notify_kind_protest_on_entry(inputs)
	if (locale === "el") return __el.notify_kind_protest_on_entry(inputs)
	if (locale === "hr") return __hr.notify_kind_protest_on_entry(inputs)
	return __en.notify_kind_protest_on_entry(inputs)
});
/**
* | output |
* | --- |
* | "A sign-up waits for approval (admins)" |
*
* @param {Notify_Kind_Sign_Up_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_sign_up_waiting = /** @type {((inputs?: Notify_Kind_Sign_Up_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Sign_Up_WaitingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_kind_sign_up_waiting(inputs)
	if (locale === "fr") return __fr.notify_kind_sign_up_waiting(inputs)
	if (locale === "it") return __it.notify_kind_sign_up_waiting(inputs)
	if (locale === "pt") return __pt.notify_kind_sign_up_waiting(inputs)
	if (locale === "el") return __el.notify_kind_sign_up_waiting(inputs)
	if (locale === "hr") return __hr.notify_kind_sign_up_waiting(inputs)
	return __en.notify_kind_sign_up_waiting(inputs)
});
/**
* | output |
* | --- |
* | "A diver asks for a catch to be verified (verifiers and admins)" |
*
* @param {Notify_Kind_Verification_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_verification_requested = /** @type {((inputs?: Notify_Kind_Verification_RequestedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Verification_RequestedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_kind_verification_requested(inputs)
	if (locale === "fr") return __fr.notify_kind_verification_requested(inputs)
	if (locale === "it") return __it.notify_kind_verification_requested(inputs)
	if (locale === "pt") return __pt.notify_kind_verification_requested(inputs)
	if (locale === "el") return __el.notify_kind_verification_requested(inputs)
	if (locale === "hr") return __hr.notify_kind_verification_requested(inputs)
	return __en.notify_kind_verification_requested(inputs)
});
/**
* | output |
* | --- |
* | "All your choices: {link}" |
*
* @param {Notify_Mail_ChoicesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_mail_choices = /** @type {((inputs: Notify_Mail_ChoicesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_ChoicesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_mail_choices(inputs)
	if (locale === "fr") return __fr.notify_mail_choices(inputs)
	if (locale === "it") return __it.notify_mail_choices(inputs)
	if (locale === "pt") return __pt.notify_mail_choices(inputs)
	if (locale === "el") return __el.notify_mail_choices(inputs)
	if (locale === "hr") return __hr.notify_mail_choices(inputs)
	return __en.notify_mail_choices(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "And {count} more: {link}" |
* | * | "And {count} more: {link}" |
*
* @param {Notify_Mail_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_mail_more = /** @type {((inputs: Notify_Mail_MoreInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_MoreInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_mail_more(inputs)
	if (locale === "fr") return __fr.notify_mail_more(inputs)
	if (locale === "it") return __it.notify_mail_more(inputs)
	if (locale === "pt") return __pt.notify_mail_more(inputs)
	if (locale === "el") return __el.notify_mail_more(inputs)
	if (locale === "hr") return __hr.notify_mail_more(inputs)
	return __en.notify_mail_more(inputs)
});
/**
* | output |
* | --- |
* | "To stop these mails (and only these): {link}" |
*
* @param {Notify_Mail_StopInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_mail_stop = /** @type {((inputs: Notify_Mail_StopInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_StopInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_mail_stop(inputs)
	if (locale === "fr") return __fr.notify_mail_stop(inputs)
	if (locale === "it") return __it.notify_mail_stop(inputs)
	if (locale === "pt") return __pt.notify_mail_stop(inputs)
	if (locale === "el") return __el.notify_mail_stop(inputs)
	if (locale === "hr") return __hr.notify_mail_stop(inputs)
	return __en.notify_mail_stop(inputs)
});
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
	if (locale === "es") return __es.notify_mail_subject_many(inputs)
	if (locale === "fr") return __fr.notify_mail_subject_many(inputs)
	if (locale === "it") return __it.notify_mail_subject_many(inputs)
	if (locale === "pt") return __pt.notify_mail_subject_many(inputs)
	if (locale === "el") return __el.notify_mail_subject_many(inputs)
	if (locale === "hr") return __hr.notify_mail_subject_many(inputs)
	return __en.notify_mail_subject_many(inputs)
});
/**
* | output |
* | --- |
* | "You get this mail because of your choice for “{kind}”." |
*
* @param {Notify_Mail_WhyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_mail_why = /** @type {((inputs: Notify_Mail_WhyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_WhyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_mail_why(inputs)
	if (locale === "fr") return __fr.notify_mail_why(inputs)
	if (locale === "it") return __it.notify_mail_why(inputs)
	if (locale === "pt") return __pt.notify_mail_why(inputs)
	if (locale === "el") return __el.notify_mail_why(inputs)
	if (locale === "hr") return __hr.notify_mail_why(inputs)
	return __en.notify_mail_why(inputs)
});
/**
* | output |
* | --- |
* | "Mark all read" |
*
* @param {Notify_Mark_All_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_mark_all_read = /** @type {((inputs?: Notify_Mark_All_ReadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mark_All_ReadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_mark_all_read(inputs)
	if (locale === "fr") return __fr.notify_mark_all_read(inputs)
	if (locale === "it") return __it.notify_mark_all_read(inputs)
	if (locale === "pt") return __pt.notify_mark_all_read(inputs)
	if (locale === "el") return __el.notify_mark_all_read(inputs)
	if (locale === "hr") return __hr.notify_mark_all_read(inputs)
	return __en.notify_mark_all_read(inputs)
});
/**
* | output |
* | --- |
* | "No device receives push yet." |
*
* @param {Notify_No_DevicesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_no_devices = /** @type {((inputs?: Notify_No_DevicesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_No_DevicesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_no_devices(inputs)
	if (locale === "fr") return __fr.notify_no_devices(inputs)
	if (locale === "it") return __it.notify_no_devices(inputs)
	if (locale === "pt") return __pt.notify_no_devices(inputs)
	if (locale === "el") return __el.notify_no_devices(inputs)
	if (locale === "hr") return __hr.notify_no_devices(inputs)
	return __en.notify_no_devices(inputs)
});
/**
* | output |
* | --- |
* | "Nothing unread." |
*
* @param {Notify_Nothing_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_nothing_unread = /** @type {((inputs?: Notify_Nothing_UnreadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Nothing_UnreadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_nothing_unread(inputs)
	if (locale === "fr") return __fr.notify_nothing_unread(inputs)
	if (locale === "it") return __it.notify_nothing_unread(inputs)
	if (locale === "pt") return __pt.notify_nothing_unread(inputs)
	if (locale === "el") return __el.notify_nothing_unread(inputs)
	if (locale === "hr") return __hr.notify_nothing_unread(inputs)
	return __en.notify_nothing_unread(inputs)
});
/**
* | output |
* | --- |
* | "Nothing yet: you will find here what happens to your catches, boards and competitions." |
*
* @param {Notify_Nothing_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_nothing_yet = /** @type {((inputs?: Notify_Nothing_YetInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Nothing_YetInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_nothing_yet(inputs)
	if (locale === "fr") return __fr.notify_nothing_yet(inputs)
	if (locale === "it") return __it.notify_nothing_yet(inputs)
	if (locale === "pt") return __pt.notify_nothing_yet(inputs)
	if (locale === "el") return __el.notify_nothing_yet(inputs)
	if (locale === "hr") return __hr.notify_nothing_yet(inputs)
	return __en.notify_nothing_yet(inputs)
});
/**
* | output |
* | --- |
* | "Your entry left the top 10 of {competition} (it was #{old})." |
*
* @param {Notify_Overtaken_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_overtaken_left = /** @type {((inputs: Notify_Overtaken_LeftInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Overtaken_LeftInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_overtaken_left(inputs)
	if (locale === "fr") return __fr.notify_overtaken_left(inputs)
	if (locale === "it") return __it.notify_overtaken_left(inputs)
	if (locale === "pt") return __pt.notify_overtaken_left(inputs)
	if (locale === "el") return __el.notify_overtaken_left(inputs)
	if (locale === "hr") return __hr.notify_overtaken_left(inputs)
	return __en.notify_overtaken_left(inputs)
});
/**
* | output |
* | --- |
* | "Your entry went from #{old} to #{new} in the standings of {competition}." |
*
* @param {Notify_Overtaken_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_overtaken_moved = /** @type {((inputs: Notify_Overtaken_MovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Overtaken_MovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_overtaken_moved(inputs)
	if (locale === "fr") return __fr.notify_overtaken_moved(inputs)
	if (locale === "it") return __it.notify_overtaken_moved(inputs)
	if (locale === "pt") return __pt.notify_overtaken_moved(inputs)
	if (locale === "el") return __el.notify_overtaken_moved(inputs)
	if (locale === "hr") return __hr.notify_overtaken_moved(inputs)
	return __en.notify_overtaken_moved(inputs)
});
/**
* | output |
* | --- |
* | "You were overtaken in {competition}" |
*
* @param {Notify_Overtaken_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_overtaken_title = /** @type {((inputs: Notify_Overtaken_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Overtaken_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_overtaken_title(inputs)
	if (locale === "fr") return __fr.notify_overtaken_title(inputs)
	if (locale === "it") return __it.notify_overtaken_title(inputs)
	if (locale === "pt") return __pt.notify_overtaken_title(inputs)
	if (locale === "el") return __el.notify_overtaken_title(inputs)
	if (locale === "hr") return __hr.notify_overtaken_title(inputs)
	return __en.notify_overtaken_title(inputs)
});
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Notify_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_page_title = /** @type {((inputs?: Notify_Page_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Page_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_page_title(inputs)
	if (locale === "fr") return __fr.notify_page_title(inputs)
	if (locale === "it") return __it.notify_page_title(inputs)
	if (locale === "pt") return __pt.notify_page_title(inputs)
	if (locale === "el") return __el.notify_page_title(inputs)
	if (locale === "hr") return __hr.notify_page_title(inputs)
	return __en.notify_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Someone protested a catch of your entry in {competition}; an admin will decide." |
*
* @param {Notify_Protest_Catch_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_protest_catch_text = /** @type {((inputs: Notify_Protest_Catch_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Protest_Catch_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_protest_catch_text(inputs)
	if (locale === "fr") return __fr.notify_protest_catch_text(inputs)
	if (locale === "it") return __it.notify_protest_catch_text(inputs)
	if (locale === "pt") return __pt.notify_protest_catch_text(inputs)
	if (locale === "el") return __el.notify_protest_catch_text(inputs)
	if (locale === "hr") return __hr.notify_protest_catch_text(inputs)
	return __en.notify_protest_catch_text(inputs)
});
/**
* | output |
* | --- |
* | "Someone protested your entry in {competition}; an admin will decide." |
*
* @param {Notify_Protest_Entry_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_protest_entry_text = /** @type {((inputs: Notify_Protest_Entry_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Protest_Entry_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_protest_entry_text(inputs)
	if (locale === "fr") return __fr.notify_protest_entry_text(inputs)
	if (locale === "it") return __it.notify_protest_entry_text(inputs)
	if (locale === "pt") return __pt.notify_protest_entry_text(inputs)
	if (locale === "el") return __el.notify_protest_entry_text(inputs)
	if (locale === "hr") return __hr.notify_protest_entry_text(inputs)
	return __en.notify_protest_entry_text(inputs)
});
/**
* | output |
* | --- |
* | "A protest against your entry" |
*
* @param {Notify_Protest_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_protest_title = /** @type {((inputs?: Notify_Protest_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Protest_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_protest_title(inputs)
	if (locale === "fr") return __fr.notify_protest_title(inputs)
	if (locale === "it") return __it.notify_protest_title(inputs)
	if (locale === "pt") return __pt.notify_protest_title(inputs)
	if (locale === "el") return __el.notify_protest_title(inputs)
	if (locale === "hr") return __hr.notify_protest_title(inputs)
	return __en.notify_protest_title(inputs)
});
/**
* | output |
* | --- |
* | "The results of {competition} are provisional: protests are open until they become final." |
*
* @param {Notify_Provisional_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_provisional_text = /** @type {((inputs: Notify_Provisional_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Provisional_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_provisional_text(inputs)
	if (locale === "fr") return __fr.notify_provisional_text(inputs)
	if (locale === "it") return __it.notify_provisional_text(inputs)
	if (locale === "pt") return __pt.notify_provisional_text(inputs)
	if (locale === "el") return __el.notify_provisional_text(inputs)
	if (locale === "hr") return __hr.notify_provisional_text(inputs)
	return __en.notify_provisional_text(inputs)
});
/**
* | output |
* | --- |
* | "Provisional results are up" |
*
* @param {Notify_Provisional_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_provisional_title = /** @type {((inputs?: Notify_Provisional_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Provisional_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_provisional_title(inputs)
	if (locale === "fr") return __fr.notify_provisional_title(inputs)
	if (locale === "it") return __it.notify_provisional_title(inputs)
	if (locale === "pt") return __pt.notify_provisional_title(inputs)
	if (locale === "el") return __el.notify_provisional_title(inputs)
	if (locale === "hr") return __hr.notify_provisional_title(inputs)
	return __en.notify_provisional_title(inputs)
});
/**
* | output |
* | --- |
* | "{competition} is open for entries." |
*
* @param {Notify_Published_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_published_text = /** @type {((inputs: Notify_Published_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Published_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_published_text(inputs)
	if (locale === "fr") return __fr.notify_published_text(inputs)
	if (locale === "it") return __it.notify_published_text(inputs)
	if (locale === "pt") return __pt.notify_published_text(inputs)
	if (locale === "el") return __el.notify_published_text(inputs)
	if (locale === "hr") return __hr.notify_published_text(inputs)
	return __en.notify_published_text(inputs)
});
/**
* | output |
* | --- |
* | "A new competition" |
*
* @param {Notify_Published_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_published_title = /** @type {((inputs?: Notify_Published_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Published_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_published_title(inputs)
	if (locale === "fr") return __fr.notify_published_title(inputs)
	if (locale === "it") return __it.notify_published_title(inputs)
	if (locale === "pt") return __pt.notify_published_title(inputs)
	if (locale === "el") return __el.notify_published_title(inputs)
	if (locale === "hr") return __hr.notify_published_title(inputs)
	return __en.notify_published_title(inputs)
});
/**
* | output |
* | --- |
* | "Push to your devices" |
*
* @param {Notify_Push_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_push_heading = /** @type {((inputs?: Notify_Push_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_push_heading(inputs)
	if (locale === "fr") return __fr.notify_push_heading(inputs)
	if (locale === "it") return __it.notify_push_heading(inputs)
	if (locale === "pt") return __pt.notify_push_heading(inputs)
	if (locale === "el") return __el.notify_push_heading(inputs)
	if (locale === "hr") return __hr.notify_push_heading(inputs)
	return __en.notify_push_heading(inputs)
});
/**
* | output |
* | --- |
* | "Turn off notifications on this device" |
*
* @param {Notify_Push_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_push_off = /** @type {((inputs?: Notify_Push_OffInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_OffInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_push_off(inputs)
	if (locale === "fr") return __fr.notify_push_off(inputs)
	if (locale === "it") return __it.notify_push_off(inputs)
	if (locale === "pt") return __pt.notify_push_off(inputs)
	if (locale === "el") return __el.notify_push_off(inputs)
	if (locale === "hr") return __hr.notify_push_off(inputs)
	return __en.notify_push_off(inputs)
});
/**
* | output |
* | --- |
* | "Turn on notifications on this device" |
*
* @param {Notify_Push_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_push_on = /** @type {((inputs?: Notify_Push_OnInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_OnInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_push_on(inputs)
	if (locale === "fr") return __fr.notify_push_on(inputs)
	if (locale === "it") return __it.notify_push_on(inputs)
	if (locale === "pt") return __pt.notify_push_on(inputs)
	if (locale === "el") return __el.notify_push_on(inputs)
	if (locale === "hr") return __hr.notify_push_on(inputs)
	return __en.notify_push_on(inputs)
});
/**
* | output |
* | --- |
* | "Push is not available on this server." |
*
* @param {Notify_Push_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_push_unavailable = /** @type {((inputs?: Notify_Push_UnavailableInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_UnavailableInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_push_unavailable(inputs)
	if (locale === "fr") return __fr.notify_push_unavailable(inputs)
	if (locale === "it") return __it.notify_push_unavailable(inputs)
	if (locale === "pt") return __pt.notify_push_unavailable(inputs)
	if (locale === "el") return __el.notify_push_unavailable(inputs)
	if (locale === "hr") return __hr.notify_push_unavailable(inputs)
	return __en.notify_push_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Reason: {note}" |
*
* @param {Notify_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_reason = /** @type {((inputs: Notify_ReasonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_ReasonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_reason(inputs)
	if (locale === "fr") return __fr.notify_reason(inputs)
	if (locale === "it") return __it.notify_reason(inputs)
	if (locale === "pt") return __pt.notify_reason(inputs)
	if (locale === "el") return __el.notify_reason(inputs)
	if (locale === "hr") return __hr.notify_reason(inputs)
	return __en.notify_reason(inputs)
});
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Notify_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_save = /** @type {((inputs?: Notify_SaveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_SaveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_save(inputs)
	if (locale === "fr") return __fr.notify_save(inputs)
	if (locale === "it") return __it.notify_save(inputs)
	if (locale === "pt") return __pt.notify_save(inputs)
	if (locale === "el") return __el.notify_save(inputs)
	if (locale === "hr") return __hr.notify_save(inputs)
	return __en.notify_save(inputs)
});
/**
* | output |
* | --- |
* | "What reaches you, and where" |
*
* @param {Notify_Settings_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_settings_heading = /** @type {((inputs?: Notify_Settings_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Settings_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_settings_heading(inputs)
	if (locale === "fr") return __fr.notify_settings_heading(inputs)
	if (locale === "it") return __it.notify_settings_heading(inputs)
	if (locale === "pt") return __pt.notify_settings_heading(inputs)
	if (locale === "el") return __el.notify_settings_heading(inputs)
	if (locale === "hr") return __hr.notify_settings_heading(inputs)
	return __en.notify_settings_heading(inputs)
});
/**
* | output |
* | --- |
* | "{name} asks to join the club." |
*
* @param {Notify_Sign_Up_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_sign_up_text = /** @type {((inputs: Notify_Sign_Up_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Sign_Up_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_sign_up_text(inputs)
	if (locale === "fr") return __fr.notify_sign_up_text(inputs)
	if (locale === "it") return __it.notify_sign_up_text(inputs)
	if (locale === "pt") return __pt.notify_sign_up_text(inputs)
	if (locale === "el") return __el.notify_sign_up_text(inputs)
	if (locale === "hr") return __hr.notify_sign_up_text(inputs)
	return __en.notify_sign_up_text(inputs)
});
/**
* | output |
* | --- |
* | "A sign-up waits for you" |
*
* @param {Notify_Sign_Up_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_sign_up_title = /** @type {((inputs?: Notify_Sign_Up_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Sign_Up_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_sign_up_title(inputs)
	if (locale === "fr") return __fr.notify_sign_up_title(inputs)
	if (locale === "it") return __it.notify_sign_up_title(inputs)
	if (locale === "pt") return __pt.notify_sign_up_title(inputs)
	if (locale === "el") return __el.notify_sign_up_title(inputs)
	if (locale === "hr") return __hr.notify_sign_up_title(inputs)
	return __en.notify_sign_up_title(inputs)
});
/**
* | output |
* | --- |
* | "since {time}" |
*
* @param {Notify_SinceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_since = /** @type {((inputs: Notify_SinceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_SinceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_since(inputs)
	if (locale === "fr") return __fr.notify_since(inputs)
	if (locale === "it") return __it.notify_since(inputs)
	if (locale === "pt") return __pt.notify_since(inputs)
	if (locale === "el") return __el.notify_since(inputs)
	if (locale === "hr") return __hr.notify_since(inputs)
	return __en.notify_since(inputs)
});
/**
* | output |
* | --- |
* | "Stop push there" |
*
* @param {Notify_Stop_PushInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_stop_push = /** @type {((inputs?: Notify_Stop_PushInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Stop_PushInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_stop_push(inputs)
	if (locale === "fr") return __fr.notify_stop_push(inputs)
	if (locale === "it") return __it.notify_stop_push(inputs)
	if (locale === "pt") return __pt.notify_stop_push(inputs)
	if (locale === "el") return __el.notify_stop_push(inputs)
	if (locale === "hr") return __hr.notify_stop_push(inputs)
	return __en.notify_stop_push(inputs)
});
/**
* | output |
* | --- |
* | "bronze" |
*
* @param {Notify_Tier_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_tier_bronze = /** @type {((inputs?: Notify_Tier_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Tier_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_tier_bronze(inputs)
	if (locale === "fr") return __fr.notify_tier_bronze(inputs)
	if (locale === "it") return __it.notify_tier_bronze(inputs)
	if (locale === "pt") return __pt.notify_tier_bronze(inputs)
	if (locale === "el") return __el.notify_tier_bronze(inputs)
	if (locale === "hr") return __hr.notify_tier_bronze(inputs)
	return __en.notify_tier_bronze(inputs)
});
/**
* | output |
* | --- |
* | "gold" |
*
* @param {Notify_Tier_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_tier_gold = /** @type {((inputs?: Notify_Tier_GoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Tier_GoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_tier_gold(inputs)
	if (locale === "fr") return __fr.notify_tier_gold(inputs)
	if (locale === "it") return __it.notify_tier_gold(inputs)
	if (locale === "pt") return __pt.notify_tier_gold(inputs)
	if (locale === "el") return __el.notify_tier_gold(inputs)
	if (locale === "hr") return __hr.notify_tier_gold(inputs)
	return __en.notify_tier_gold(inputs)
});
/**
* | output |
* | --- |
* | "silver" |
*
* @param {Notify_Tier_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_tier_silver = /** @type {((inputs?: Notify_Tier_SilverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Tier_SilverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_tier_silver(inputs)
	if (locale === "fr") return __fr.notify_tier_silver(inputs)
	if (locale === "it") return __it.notify_tier_silver(inputs)
	if (locale === "pt") return __pt.notify_tier_silver(inputs)
	if (locale === "el") return __el.notify_tier_silver(inputs)
	if (locale === "hr") return __hr.notify_tier_silver(inputs)
	return __en.notify_tier_silver(inputs)
});
/**
* | output |
* | --- |
* | "unverified" |
*
* @param {Notify_Tier_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_tier_unverified = /** @type {((inputs?: Notify_Tier_UnverifiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Tier_UnverifiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_tier_unverified(inputs)
	if (locale === "fr") return __fr.notify_tier_unverified(inputs)
	if (locale === "it") return __it.notify_tier_unverified(inputs)
	if (locale === "pt") return __pt.notify_tier_unverified(inputs)
	if (locale === "el") return __el.notify_tier_unverified(inputs)
	if (locale === "hr") return __hr.notify_tier_unverified(inputs)
	return __en.notify_tier_unverified(inputs)
});
/**
* | output |
* | --- |
* | "unread" |
*
* @param {Notify_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unread = /** @type {((inputs?: Notify_UnreadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_UnreadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_unread(inputs)
	if (locale === "fr") return __fr.notify_unread(inputs)
	if (locale === "it") return __it.notify_unread(inputs)
	if (locale === "pt") return __pt.notify_unread(inputs)
	if (locale === "el") return __el.notify_unread(inputs)
	if (locale === "hr") return __hr.notify_unread(inputs)
	return __en.notify_unread(inputs)
});
/**
* | output |
* | --- |
* | "Unread only" |
*
* @param {Notify_Unread_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unread_only = /** @type {((inputs?: Notify_Unread_OnlyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unread_OnlyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_unread_only(inputs)
	if (locale === "fr") return __fr.notify_unread_only(inputs)
	if (locale === "it") return __it.notify_unread_only(inputs)
	if (locale === "pt") return __pt.notify_unread_only(inputs)
	if (locale === "el") return __el.notify_unread_only(inputs)
	if (locale === "hr") return __hr.notify_unread_only(inputs)
	return __en.notify_unread_only(inputs)
});
/**
* | output |
* | --- |
* | "Stop these mails" |
*
* @param {Notify_Unsubscribe_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unsubscribe_button = /** @type {((inputs?: Notify_Unsubscribe_ButtonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_ButtonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_unsubscribe_button(inputs)
	if (locale === "fr") return __fr.notify_unsubscribe_button(inputs)
	if (locale === "it") return __it.notify_unsubscribe_button(inputs)
	if (locale === "pt") return __pt.notify_unsubscribe_button(inputs)
	if (locale === "el") return __el.notify_unsubscribe_button(inputs)
	if (locale === "hr") return __hr.notify_unsubscribe_button(inputs)
	return __en.notify_unsubscribe_button(inputs)
});
/**
* | output |
* | --- |
* | "You will no longer get mail for “{kind}”. Other kinds and the app stay as they are." |
*
* @param {Notify_Unsubscribe_ExplainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unsubscribe_explain = /** @type {((inputs: Notify_Unsubscribe_ExplainInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_ExplainInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_unsubscribe_explain(inputs)
	if (locale === "fr") return __fr.notify_unsubscribe_explain(inputs)
	if (locale === "it") return __it.notify_unsubscribe_explain(inputs)
	if (locale === "pt") return __pt.notify_unsubscribe_explain(inputs)
	if (locale === "el") return __el.notify_unsubscribe_explain(inputs)
	if (locale === "hr") return __hr.notify_unsubscribe_explain(inputs)
	return __en.notify_unsubscribe_explain(inputs)
});
/**
* | output |
* | --- |
* | "This unsubscribe link is not valid. Your choices are on {link}." |
*
* @param {Notify_Unsubscribe_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unsubscribe_invalid = /** @type {((inputs: Notify_Unsubscribe_InvalidInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_InvalidInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_unsubscribe_invalid(inputs)
	if (locale === "fr") return __fr.notify_unsubscribe_invalid(inputs)
	if (locale === "it") return __it.notify_unsubscribe_invalid(inputs)
	if (locale === "pt") return __pt.notify_unsubscribe_invalid(inputs)
	if (locale === "el") return __el.notify_unsubscribe_invalid(inputs)
	if (locale === "hr") return __hr.notify_unsubscribe_invalid(inputs)
	return __en.notify_unsubscribe_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Link not valid" |
*
* @param {Notify_Unsubscribe_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unsubscribe_invalid_title = /** @type {((inputs?: Notify_Unsubscribe_Invalid_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_Invalid_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_unsubscribe_invalid_title(inputs)
	if (locale === "fr") return __fr.notify_unsubscribe_invalid_title(inputs)
	if (locale === "it") return __it.notify_unsubscribe_invalid_title(inputs)
	if (locale === "pt") return __pt.notify_unsubscribe_invalid_title(inputs)
	if (locale === "el") return __el.notify_unsubscribe_invalid_title(inputs)
	if (locale === "hr") return __hr.notify_unsubscribe_invalid_title(inputs)
	return __en.notify_unsubscribe_invalid_title(inputs)
});
/**
* | output |
* | --- |
* | "Stop these mails?" |
*
* @param {Notify_Unsubscribe_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unsubscribe_question = /** @type {((inputs?: Notify_Unsubscribe_QuestionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_QuestionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_unsubscribe_question(inputs)
	if (locale === "fr") return __fr.notify_unsubscribe_question(inputs)
	if (locale === "it") return __it.notify_unsubscribe_question(inputs)
	if (locale === "pt") return __pt.notify_unsubscribe_question(inputs)
	if (locale === "el") return __el.notify_unsubscribe_question(inputs)
	if (locale === "hr") return __hr.notify_unsubscribe_question(inputs)
	return __en.notify_unsubscribe_question(inputs)
});
/**
* | output |
* | --- |
* | "Stop these mails" |
*
* @param {Notify_Unsubscribe_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unsubscribe_title = /** @type {((inputs?: Notify_Unsubscribe_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_unsubscribe_title(inputs)
	if (locale === "fr") return __fr.notify_unsubscribe_title(inputs)
	if (locale === "it") return __it.notify_unsubscribe_title(inputs)
	if (locale === "pt") return __pt.notify_unsubscribe_title(inputs)
	if (locale === "el") return __el.notify_unsubscribe_title(inputs)
	if (locale === "hr") return __hr.notify_unsubscribe_title(inputs)
	return __en.notify_unsubscribe_title(inputs)
});
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Notify_Unsubscribed_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unsubscribed_heading = /** @type {((inputs?: Notify_Unsubscribed_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribed_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_unsubscribed_heading(inputs)
	if (locale === "fr") return __fr.notify_unsubscribed_heading(inputs)
	if (locale === "it") return __it.notify_unsubscribed_heading(inputs)
	if (locale === "pt") return __pt.notify_unsubscribed_heading(inputs)
	if (locale === "el") return __el.notify_unsubscribed_heading(inputs)
	if (locale === "hr") return __hr.notify_unsubscribed_heading(inputs)
	return __en.notify_unsubscribed_heading(inputs)
});
/**
* | output |
* | --- |
* | "No more mail for “{kind}”. Change your mind on {link}." |
*
* @param {Notify_Unsubscribed_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unsubscribed_text = /** @type {((inputs: Notify_Unsubscribed_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribed_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_unsubscribed_text(inputs)
	if (locale === "fr") return __fr.notify_unsubscribed_text(inputs)
	if (locale === "it") return __it.notify_unsubscribed_text(inputs)
	if (locale === "pt") return __pt.notify_unsubscribed_text(inputs)
	if (locale === "el") return __el.notify_unsubscribed_text(inputs)
	if (locale === "hr") return __hr.notify_unsubscribed_text(inputs)
	return __en.notify_unsubscribed_text(inputs)
});
/**
* | output |
* | --- |
* | "Unsubscribed" |
*
* @param {Notify_Unsubscribed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unsubscribed_title = /** @type {((inputs?: Notify_Unsubscribed_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribed_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_unsubscribed_title(inputs)
	if (locale === "fr") return __fr.notify_unsubscribed_title(inputs)
	if (locale === "it") return __it.notify_unsubscribed_title(inputs)
	if (locale === "pt") return __pt.notify_unsubscribed_title(inputs)
	if (locale === "el") return __el.notify_unsubscribed_title(inputs)
	if (locale === "hr") return __hr.notify_unsubscribed_title(inputs)
	return __en.notify_unsubscribed_title(inputs)
});
/**
* | output |
* | --- |
* | "{diver} asks for their {species} to be verified." |
*
* @param {Notify_Verification_Requested_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_verification_requested_text = /** @type {((inputs: Notify_Verification_Requested_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Verification_Requested_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_verification_requested_text(inputs)
	if (locale === "fr") return __fr.notify_verification_requested_text(inputs)
	if (locale === "it") return __it.notify_verification_requested_text(inputs)
	if (locale === "pt") return __pt.notify_verification_requested_text(inputs)
	if (locale === "el") return __el.notify_verification_requested_text(inputs)
	if (locale === "hr") return __hr.notify_verification_requested_text(inputs)
	return __en.notify_verification_requested_text(inputs)
});
/**
* | output |
* | --- |
* | "A catch waits for verification" |
*
* @param {Notify_Verification_Requested_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_verification_requested_title = /** @type {((inputs?: Notify_Verification_Requested_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Verification_Requested_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_verification_requested_title(inputs)
	if (locale === "fr") return __fr.notify_verification_requested_title(inputs)
	if (locale === "it") return __it.notify_verification_requested_title(inputs)
	if (locale === "pt") return __pt.notify_verification_requested_title(inputs)
	if (locale === "el") return __el.notify_verification_requested_title(inputs)
	if (locale === "hr") return __hr.notify_verification_requested_title(inputs)
	return __en.notify_verification_requested_title(inputs)
});
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Notify_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_your_account = /** @type {((inputs?: Notify_Your_AccountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Your_AccountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_your_account(inputs)
	if (locale === "fr") return __fr.notify_your_account(inputs)
	if (locale === "it") return __it.notify_your_account(inputs)
	if (locale === "pt") return __pt.notify_your_account(inputs)
	if (locale === "el") return __el.notify_your_account(inputs)
	if (locale === "hr") return __hr.notify_your_account(inputs)
	return __en.notify_your_account(inputs)
});
/**
* | output |
* | --- |
* | "Your notifications" |
*
* @param {Notify_Your_NotificationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_your_notifications = /** @type {((inputs?: Notify_Your_NotificationsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Your_NotificationsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notify_your_notifications(inputs)
	if (locale === "fr") return __fr.notify_your_notifications(inputs)
	if (locale === "it") return __it.notify_your_notifications(inputs)
	if (locale === "pt") return __pt.notify_your_notifications(inputs)
	if (locale === "el") return __el.notify_your_notifications(inputs)
	if (locale === "hr") return __hr.notify_your_notifications(inputs)
	return __en.notify_your_notifications(inputs)
});
/**
* | output |
* | --- |
* | "You can take this back at any time. Afterwards you go back to {destination}." |
*
* @param {Oauth_AfterwardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_afterwards = /** @type {((inputs: Oauth_AfterwardsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_AfterwardsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.oauth_afterwards(inputs)
	if (locale === "fr") return __fr.oauth_afterwards(inputs)
	if (locale === "it") return __it.oauth_afterwards(inputs)
	if (locale === "pt") return __pt.oauth_afterwards(inputs)
	if (locale === "el") return __el.oauth_afterwards(inputs)
	if (locale === "hr") return __hr.oauth_afterwards(inputs)
	return __en.oauth_afterwards(inputs)
});
/**
* | output |
* | --- |
* | "Allow" |
*
* @param {Oauth_AllowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_allow = /** @type {((inputs?: Oauth_AllowInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_AllowInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.oauth_allow(inputs)
	if (locale === "fr") return __fr.oauth_allow(inputs)
	if (locale === "it") return __it.oauth_allow(inputs)
	if (locale === "pt") return __pt.oauth_allow(inputs)
	if (locale === "el") return __el.oauth_allow(inputs)
	if (locale === "hr") return __hr.oauth_allow(inputs)
	return __en.oauth_allow(inputs)
});
/**
* | output |
* | --- |
* | "Allow {app}?" |
*
* @param {Oauth_Allow_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_allow_question = /** @type {((inputs: Oauth_Allow_QuestionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Allow_QuestionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.oauth_allow_question(inputs)
	if (locale === "fr") return __fr.oauth_allow_question(inputs)
	if (locale === "it") return __it.oauth_allow_question(inputs)
	if (locale === "pt") return __pt.oauth_allow_question(inputs)
	if (locale === "el") return __el.oauth_allow_question(inputs)
	if (locale === "hr") return __hr.oauth_allow_question(inputs)
	return __en.oauth_allow_question(inputs)
});
/**
* | output |
* | --- |
* | "Allow {app}" |
*
* @param {Oauth_Allow_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_allow_title = /** @type {((inputs: Oauth_Allow_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Allow_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.oauth_allow_title(inputs)
	if (locale === "fr") return __fr.oauth_allow_title(inputs)
	if (locale === "it") return __it.oauth_allow_title(inputs)
	if (locale === "pt") return __pt.oauth_allow_title(inputs)
	if (locale === "el") return __el.oauth_allow_title(inputs)
	if (locale === "hr") return __hr.oauth_allow_title(inputs)
	return __en.oauth_allow_title(inputs)
});
/**
* | output |
* | --- |
* | "The app that sent you here is disabled." |
*
* @param {Oauth_App_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_app_disabled = /** @type {((inputs?: Oauth_App_DisabledInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_App_DisabledInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.oauth_app_disabled(inputs)
	if (locale === "fr") return __fr.oauth_app_disabled(inputs)
	if (locale === "it") return __it.oauth_app_disabled(inputs)
	if (locale === "pt") return __pt.oauth_app_disabled(inputs)
	if (locale === "el") return __el.oauth_app_disabled(inputs)
	if (locale === "hr") return __hr.oauth_app_disabled(inputs)
	return __en.oauth_app_disabled(inputs)
});
/**
* | output |
* | --- |
* | "Deny" |
*
* @param {Oauth_DenyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_deny = /** @type {((inputs?: Oauth_DenyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_DenyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.oauth_deny(inputs)
	if (locale === "fr") return __fr.oauth_deny(inputs)
	if (locale === "it") return __it.oauth_deny(inputs)
	if (locale === "pt") return __pt.oauth_deny(inputs)
	if (locale === "el") return __el.oauth_deny(inputs)
	if (locale === "hr") return __hr.oauth_deny(inputs)
	return __en.oauth_deny(inputs)
});
/**
* | output |
* | --- |
* | "This sign-in link does not work" |
*
* @param {Oauth_Link_BrokenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_link_broken = /** @type {((inputs?: Oauth_Link_BrokenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Link_BrokenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.oauth_link_broken(inputs)
	if (locale === "fr") return __fr.oauth_link_broken(inputs)
	if (locale === "it") return __it.oauth_link_broken(inputs)
	if (locale === "pt") return __pt.oauth_link_broken(inputs)
	if (locale === "el") return __el.oauth_link_broken(inputs)
	if (locale === "hr") return __hr.oauth_link_broken(inputs)
	return __en.oauth_link_broken(inputs)
});
/**
* | output |
* | --- |
* | "The request names no app (client_id is missing)." |
*
* @param {Oauth_No_ClientInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_no_client = /** @type {((inputs?: Oauth_No_ClientInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_No_ClientInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.oauth_no_client(inputs)
	if (locale === "fr") return __fr.oauth_no_client(inputs)
	if (locale === "it") return __it.oauth_no_client(inputs)
	if (locale === "pt") return __pt.oauth_no_client(inputs)
	if (locale === "el") return __el.oauth_no_client(inputs)
	if (locale === "hr") return __hr.oauth_no_client(inputs)
	return __en.oauth_no_client(inputs)
});
/**
* | output |
* | --- |
* | "The request has no redirect_uri and the app has several." |
*
* @param {Oauth_No_RedirectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_no_redirect = /** @type {((inputs?: Oauth_No_RedirectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_No_RedirectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.oauth_no_redirect(inputs)
	if (locale === "fr") return __fr.oauth_no_redirect(inputs)
	if (locale === "it") return __it.oauth_no_redirect(inputs)
	if (locale === "pt") return __pt.oauth_no_redirect(inputs)
	if (locale === "el") return __el.oauth_no_redirect(inputs)
	if (locale === "hr") return __hr.oauth_no_redirect(inputs)
	return __en.oauth_no_redirect(inputs)
});
/**
* | output |
* | --- |
* | "The request repeats redirect_uri." |
*
* @param {Oauth_Repeated_RedirectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_repeated_redirect = /** @type {((inputs?: Oauth_Repeated_RedirectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Repeated_RedirectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.oauth_repeated_redirect(inputs)
	if (locale === "fr") return __fr.oauth_repeated_redirect(inputs)
	if (locale === "it") return __it.oauth_repeated_redirect(inputs)
	if (locale === "pt") return __pt.oauth_repeated_redirect(inputs)
	if (locale === "el") return __el.oauth_repeated_redirect(inputs)
	if (locale === "hr") return __hr.oauth_repeated_redirect(inputs)
	return __en.oauth_repeated_redirect(inputs)
});
/**
* | output |
* | --- |
* | "The app that sent you here is not registered." |
*
* @param {Oauth_Unknown_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_unknown_app = /** @type {((inputs?: Oauth_Unknown_AppInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Unknown_AppInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.oauth_unknown_app(inputs)
	if (locale === "fr") return __fr.oauth_unknown_app(inputs)
	if (locale === "it") return __it.oauth_unknown_app(inputs)
	if (locale === "pt") return __pt.oauth_unknown_app(inputs)
	if (locale === "el") return __el.oauth_unknown_app(inputs)
	if (locale === "hr") return __hr.oauth_unknown_app(inputs)
	return __en.oauth_unknown_app(inputs)
});
/**
* | output |
* | --- |
* | "The app asked to send you to an address it has not registered, so we stopped here." |
*
* @param {Oauth_Unregistered_RedirectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_unregistered_redirect = /** @type {((inputs?: Oauth_Unregistered_RedirectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Unregistered_RedirectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.oauth_unregistered_redirect(inputs)
	if (locale === "fr") return __fr.oauth_unregistered_redirect(inputs)
	if (locale === "it") return __it.oauth_unregistered_redirect(inputs)
	if (locale === "pt") return __pt.oauth_unregistered_redirect(inputs)
	if (locale === "el") return __el.oauth_unregistered_redirect(inputs)
	if (locale === "hr") return __hr.oauth_unregistered_redirect(inputs)
	return __en.oauth_unregistered_redirect(inputs)
});
/**
* | output |
* | --- |
* | "{app} wants to use your catchd account, {person} ({email}). If you allow it, it will be able to:" |
*
* @param {Oauth_WantsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_wants = /** @type {((inputs: Oauth_WantsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_WantsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.oauth_wants(inputs)
	if (locale === "fr") return __fr.oauth_wants(inputs)
	if (locale === "it") return __it.oauth_wants(inputs)
	if (locale === "pt") return __pt.oauth_wants(inputs)
	if (locale === "el") return __el.oauth_wants(inputs)
	if (locale === "hr") return __hr.oauth_wants(inputs)
	return __en.oauth_wants(inputs)
});
/**
* | output |
* | --- |
* | "It also asked for things your account cannot do, which it will not get: {scopes}." |
*
* @param {Oauth_WithheldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_withheld = /** @type {((inputs: Oauth_WithheldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_WithheldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.oauth_withheld(inputs)
	if (locale === "fr") return __fr.oauth_withheld(inputs)
	if (locale === "it") return __it.oauth_withheld(inputs)
	if (locale === "pt") return __pt.oauth_withheld(inputs)
	if (locale === "el") return __el.oauth_withheld(inputs)
	if (locale === "hr") return __hr.oauth_withheld(inputs)
	return __en.oauth_withheld(inputs)
});
/**
* | output |
* | --- |
* | "Back in reach: this page is as last seen on this phone, fetched {time}. Reload it for the latest." |
*
* @param {Offline_Back_In_ReachInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_back_in_reach = /** @type {((inputs: Offline_Back_In_ReachInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Back_In_ReachInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_back_in_reach(inputs)
	if (locale === "fr") return __fr.offline_back_in_reach(inputs)
	if (locale === "it") return __it.offline_back_in_reach(inputs)
	if (locale === "pt") return __pt.offline_back_in_reach(inputs)
	if (locale === "el") return __el.offline_back_in_reach(inputs)
	if (locale === "hr") return __hr.offline_back_in_reach(inputs)
	return __en.offline_back_in_reach(inputs)
});
/**
* | output |
* | --- |
* | "caught {time}" |
*
* @param {Offline_CaughtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_caught = /** @type {((inputs: Offline_CaughtInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_CaughtInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_caught(inputs)
	if (locale === "fr") return __fr.offline_caught(inputs)
	if (locale === "it") return __it.offline_caught(inputs)
	if (locale === "pt") return __pt.offline_caught(inputs)
	if (locale === "el") return __el.offline_caught(inputs)
	if (locale === "hr") return __hr.offline_caught(inputs)
	return __en.offline_caught(inputs)
});
/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Offline_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_discard = /** @type {((inputs?: Offline_DiscardInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_DiscardInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_discard(inputs)
	if (locale === "fr") return __fr.offline_discard(inputs)
	if (locale === "it") return __it.offline_discard(inputs)
	if (locale === "pt") return __pt.offline_discard(inputs)
	if (locale === "el") return __el.offline_discard(inputs)
	if (locale === "hr") return __hr.offline_discard(inputs)
	return __en.offline_discard(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Offline_DismissInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_dismiss = /** @type {((inputs?: Offline_DismissInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_DismissInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_dismiss(inputs)
	if (locale === "fr") return __fr.offline_dismiss(inputs)
	if (locale === "it") return __it.offline_dismiss(inputs)
	if (locale === "pt") return __pt.offline_dismiss(inputs)
	if (locale === "el") return __el.offline_dismiss(inputs)
	if (locale === "hr") return __hr.offline_dismiss(inputs)
	return __en.offline_dismiss(inputs)
});
/**
* | output |
* | --- |
* | "Fix" |
*
* @param {Offline_FixInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_fix = /** @type {((inputs?: Offline_FixInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_FixInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_fix(inputs)
	if (locale === "fr") return __fr.offline_fix(inputs)
	if (locale === "it") return __it.offline_fix(inputs)
	if (locale === "pt") return __pt.offline_fix(inputs)
	if (locale === "el") return __el.offline_fix(inputs)
	if (locale === "hr") return __hr.offline_fix(inputs)
	return __en.offline_fix(inputs)
});
/**
* | output |
* | --- |
* | "Fix it on the log-a-catch page" |
*
* @param {Offline_Fix_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_fix_elsewhere = /** @type {((inputs?: Offline_Fix_ElsewhereInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Fix_ElsewhereInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_fix_elsewhere(inputs)
	if (locale === "fr") return __fr.offline_fix_elsewhere(inputs)
	if (locale === "it") return __it.offline_fix_elsewhere(inputs)
	if (locale === "pt") return __pt.offline_fix_elsewhere(inputs)
	if (locale === "el") return __el.offline_fix_elsewhere(inputs)
	if (locale === "hr") return __hr.offline_fix_elsewhere(inputs)
	return __en.offline_fix_elsewhere(inputs)
});
/**
* | output |
* | --- |
* | "Fix this catch and save it again; it waits here until it is sent." |
*
* @param {Offline_FixingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_fixing = /** @type {((inputs?: Offline_FixingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_FixingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_fixing(inputs)
	if (locale === "fr") return __fr.offline_fixing(inputs)
	if (locale === "it") return __it.offline_fixing(inputs)
	if (locale === "pt") return __pt.offline_fixing(inputs)
	if (locale === "el") return __el.offline_fixing(inputs)
	if (locale === "hr") return __hr.offline_fixing(inputs)
	return __en.offline_fixing(inputs)
});
/**
* | output |
* | --- |
* | "No connection: this page is as last seen on this phone, fetched {time}." |
*
* @param {Offline_No_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_no_connection = /** @type {((inputs: Offline_No_ConnectionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_No_ConnectionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_no_connection(inputs)
	if (locale === "fr") return __fr.offline_no_connection(inputs)
	if (locale === "it") return __it.offline_no_connection(inputs)
	if (locale === "pt") return __pt.offline_no_connection(inputs)
	if (locale === "el") return __el.offline_no_connection(inputs)
	if (locale === "hr") return __hr.offline_no_connection(inputs)
	return __en.offline_no_connection(inputs)
});
/**
* | output |
* | --- |
* | "open the catch" |
*
* @param {Offline_Open_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_open_catch = /** @type {((inputs?: Offline_Open_CatchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Open_CatchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_open_catch(inputs)
	if (locale === "fr") return __fr.offline_open_catch(inputs)
	if (locale === "it") return __it.offline_open_catch(inputs)
	if (locale === "pt") return __pt.offline_open_catch(inputs)
	if (locale === "el") return __el.offline_open_catch(inputs)
	if (locale === "hr") return __hr.offline_open_catch(inputs)
	return __en.offline_open_catch(inputs)
});
/**
* | output |
* | --- |
* | "On this phone" |
*
* @param {Offline_Outbox_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_outbox_title = /** @type {((inputs?: Offline_Outbox_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Outbox_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_outbox_title(inputs)
	if (locale === "fr") return __fr.offline_outbox_title(inputs)
	if (locale === "it") return __it.offline_outbox_title(inputs)
	if (locale === "pt") return __pt.offline_outbox_title(inputs)
	if (locale === "el") return __el.offline_outbox_title(inputs)
	if (locale === "hr") return __hr.offline_outbox_title(inputs)
	return __en.offline_outbox_title(inputs)
});
/**
* | output |
* | --- |
* | "No signal, and this page is not on this phone" |
*
* @param {Offline_Page_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_page_heading = /** @type {((inputs?: Offline_Page_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_page_heading(inputs)
	if (locale === "fr") return __fr.offline_page_heading(inputs)
	if (locale === "it") return __it.offline_page_heading(inputs)
	if (locale === "pt") return __pt.offline_page_heading(inputs)
	if (locale === "el") return __el.offline_page_heading(inputs)
	if (locale === "hr") return __hr.offline_page_heading(inputs)
	return __en.offline_page_heading(inputs)
});
/**
* | output |
* | --- |
* | "Pages you opened while signed in are kept here. {link}: it is saved on this phone and sent when you are back in reach." |
*
* @param {Offline_Page_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_page_text = /** @type {((inputs: Offline_Page_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_page_text(inputs)
	if (locale === "fr") return __fr.offline_page_text(inputs)
	if (locale === "it") return __it.offline_page_text(inputs)
	if (locale === "pt") return __pt.offline_page_text(inputs)
	if (locale === "el") return __el.offline_page_text(inputs)
	if (locale === "hr") return __hr.offline_page_text(inputs)
	return __en.offline_page_text(inputs)
});
/**
* | output |
* | --- |
* | "Offline" |
*
* @param {Offline_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_page_title = /** @type {((inputs?: Offline_Page_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_page_title(inputs)
	if (locale === "fr") return __fr.offline_page_title(inputs)
	if (locale === "it") return __it.offline_page_title(inputs)
	if (locale === "pt") return __pt.offline_page_title(inputs)
	if (locale === "el") return __el.offline_page_title(inputs)
	if (locale === "hr") return __hr.offline_page_title(inputs)
	return __en.offline_page_title(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} photo" |
* | * | "{count} photos" |
*
* @param {Offline_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_photos = /** @type {((inputs: Offline_PhotosInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_PhotosInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_photos(inputs)
	if (locale === "fr") return __fr.offline_photos(inputs)
	if (locale === "it") return __it.offline_photos(inputs)
	if (locale === "pt") return __pt.offline_photos(inputs)
	if (locale === "el") return __el.offline_photos(inputs)
	if (locale === "hr") return __hr.offline_photos(inputs)
	return __en.offline_photos(inputs)
});
/**
* | output |
* | --- |
* | "Catch saved." |
*
* @param {Offline_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_saved = /** @type {((inputs?: Offline_SavedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_SavedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_saved(inputs)
	if (locale === "fr") return __fr.offline_saved(inputs)
	if (locale === "it") return __it.offline_saved(inputs)
	if (locale === "pt") return __pt.offline_saved(inputs)
	if (locale === "el") return __el.offline_saved(inputs)
	if (locale === "hr") return __hr.offline_saved(inputs)
	return __en.offline_saved(inputs)
});
/**
* | output |
* | --- |
* | "Saving on this phone…" |
*
* @param {Offline_SavingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_saving = /** @type {((inputs?: Offline_SavingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_SavingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_saving(inputs)
	if (locale === "fr") return __fr.offline_saving(inputs)
	if (locale === "it") return __it.offline_saving(inputs)
	if (locale === "pt") return __pt.offline_saving(inputs)
	if (locale === "el") return __el.offline_saving(inputs)
	if (locale === "hr") return __hr.offline_saving(inputs)
	return __en.offline_saving(inputs)
});
/**
* | output |
* | --- |
* | "Sent and saved:" |
*
* @param {Offline_Sent_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_sent_saved = /** @type {((inputs?: Offline_Sent_SavedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Sent_SavedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_sent_saved(inputs)
	if (locale === "fr") return __fr.offline_sent_saved(inputs)
	if (locale === "it") return __it.offline_sent_saved(inputs)
	if (locale === "pt") return __pt.offline_sent_saved(inputs)
	if (locale === "el") return __el.offline_sent_saved(inputs)
	if (locale === "hr") return __hr.offline_sent_saved(inputs)
	return __en.offline_sent_saved(inputs)
});
/**
* | output |
* | --- |
* | "Sign in again to send what is waiting" |
*
* @param {Offline_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_sign_in_again = /** @type {((inputs?: Offline_Sign_In_AgainInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Sign_In_AgainInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_sign_in_again(inputs)
	if (locale === "fr") return __fr.offline_sign_in_again(inputs)
	if (locale === "it") return __it.offline_sign_in_again(inputs)
	if (locale === "pt") return __pt.offline_sign_in_again(inputs)
	if (locale === "el") return __el.offline_sign_in_again(inputs)
	if (locale === "hr") return __hr.offline_sign_in_again(inputs)
	return __en.offline_sign_in_again(inputs)
});
/**
* | output |
* | --- |
* | "Sign in again to send them." |
*
* @param {Offline_Sign_In_To_SendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_sign_in_to_send = /** @type {((inputs?: Offline_Sign_In_To_SendInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Sign_In_To_SendInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_sign_in_to_send(inputs)
	if (locale === "fr") return __fr.offline_sign_in_to_send(inputs)
	if (locale === "it") return __it.offline_sign_in_to_send(inputs)
	if (locale === "pt") return __pt.offline_sign_in_to_send(inputs)
	if (locale === "el") return __el.offline_sign_in_to_send(inputs)
	if (locale === "hr") return __hr.offline_sign_in_to_send(inputs)
	return __en.offline_sign_in_to_send(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} catch is saved on this phone and not sent yet. Signing out discards it. Sign out anyway?" |
* | * | "{count} catches are saved on this phone and not sent yet. Signing out discards them. Sign out anyway?" |
*
* @param {Offline_Sign_Out_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_sign_out_question = /** @type {((inputs: Offline_Sign_Out_QuestionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Sign_Out_QuestionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_sign_out_question(inputs)
	if (locale === "fr") return __fr.offline_sign_out_question(inputs)
	if (locale === "it") return __it.offline_sign_out_question(inputs)
	if (locale === "pt") return __pt.offline_sign_out_question(inputs)
	if (locale === "el") return __el.offline_sign_out_question(inputs)
	if (locale === "hr") return __hr.offline_sign_out_question(inputs)
	return __en.offline_sign_out_question(inputs)
});
/**
* | output |
* | --- |
* | "Refused: fix it" |
*
* @param {Offline_State_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_state_refused = /** @type {((inputs?: Offline_State_RefusedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_State_RefusedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_state_refused(inputs)
	if (locale === "fr") return __fr.offline_state_refused(inputs)
	if (locale === "it") return __it.offline_state_refused(inputs)
	if (locale === "pt") return __pt.offline_state_refused(inputs)
	if (locale === "el") return __el.offline_state_refused(inputs)
	if (locale === "hr") return __hr.offline_state_refused(inputs)
	return __en.offline_state_refused(inputs)
});
/**
* | output |
* | --- |
* | "Sent, with a problem" |
*
* @param {Offline_State_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_state_sent = /** @type {((inputs?: Offline_State_SentInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_State_SentInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_state_sent(inputs)
	if (locale === "fr") return __fr.offline_state_sent(inputs)
	if (locale === "it") return __it.offline_state_sent(inputs)
	if (locale === "pt") return __pt.offline_state_sent(inputs)
	if (locale === "el") return __el.offline_state_sent(inputs)
	if (locale === "hr") return __hr.offline_state_sent(inputs)
	return __en.offline_state_sent(inputs)
});
/**
* | output |
* | --- |
* | "Waiting to send" |
*
* @param {Offline_State_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_state_waiting = /** @type {((inputs?: Offline_State_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_State_WaitingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_state_waiting(inputs)
	if (locale === "fr") return __fr.offline_state_waiting(inputs)
	if (locale === "it") return __it.offline_state_waiting(inputs)
	if (locale === "pt") return __pt.offline_state_waiting(inputs)
	if (locale === "el") return __el.offline_state_waiting(inputs)
	if (locale === "hr") return __hr.offline_state_waiting(inputs)
	return __en.offline_state_waiting(inputs)
});
/**
* | output |
* | --- |
* | "Unnamed species" |
*
* @param {Offline_Unnamed_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_unnamed_species = /** @type {((inputs?: Offline_Unnamed_SpeciesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Unnamed_SpeciesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_unnamed_species(inputs)
	if (locale === "fr") return __fr.offline_unnamed_species(inputs)
	if (locale === "it") return __it.offline_unnamed_species(inputs)
	if (locale === "pt") return __pt.offline_unnamed_species(inputs)
	if (locale === "el") return __el.offline_unnamed_species(inputs)
	if (locale === "hr") return __hr.offline_unnamed_species(inputs)
	return __en.offline_unnamed_species(inputs)
});
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
	if (locale === "es") return __es.offline_waiting(inputs)
	if (locale === "fr") return __fr.offline_waiting(inputs)
	if (locale === "it") return __it.offline_waiting(inputs)
	if (locale === "pt") return __pt.offline_waiting(inputs)
	if (locale === "el") return __el.offline_waiting(inputs)
	if (locale === "hr") return __hr.offline_waiting(inputs)
	return __en.offline_waiting(inputs)
});
/**
* | output |
* | --- |
* | "You are offline. Catches you log are saved on this phone and sent when you are back in reach." |
*
* @param {Offline_You_Are_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_you_are_offline = /** @type {((inputs?: Offline_You_Are_OfflineInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_You_Are_OfflineInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_you_are_offline(inputs)
	if (locale === "fr") return __fr.offline_you_are_offline(inputs)
	if (locale === "it") return __it.offline_you_are_offline(inputs)
	if (locale === "pt") return __pt.offline_you_are_offline(inputs)
	if (locale === "el") return __el.offline_you_are_offline(inputs)
	if (locale === "hr") return __hr.offline_you_are_offline(inputs)
	return __en.offline_you_are_offline(inputs)
});
/**
* | output |
* | --- |
* | "or" |
*
* @param {OrInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const or = /** @type {((inputs?: OrInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<OrInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.or(inputs)
	if (locale === "fr") return __fr.or(inputs)
	if (locale === "it") return __it.or(inputs)
	if (locale === "pt") return __pt.or(inputs)
	if (locale === "el") return __el.or(inputs)
	if (locale === "hr") return __hr.or(inputs)
	return __en.or(inputs)
});
/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Pager_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const pager_label = /** @type {((inputs?: Pager_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pager_label(inputs)
	if (locale === "fr") return __fr.pager_label(inputs)
	if (locale === "it") return __it.pager_label(inputs)
	if (locale === "pt") return __pt.pager_label(inputs)
	if (locale === "el") return __el.pager_label(inputs)
	if (locale === "hr") return __hr.pager_label(inputs)
	return __en.pager_label(inputs)
});
/**
* | output |
* | --- |
* | "Next →" |
*
* @param {Pager_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const pager_next = /** @type {((inputs?: Pager_NextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_NextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pager_next(inputs)
	if (locale === "fr") return __fr.pager_next(inputs)
	if (locale === "it") return __it.pager_next(inputs)
	if (locale === "pt") return __pt.pager_next(inputs)
	if (locale === "el") return __el.pager_next(inputs)
	if (locale === "hr") return __hr.pager_next(inputs)
	return __en.pager_next(inputs)
});
/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Pager_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const pager_page = /** @type {((inputs: Pager_PageInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_PageInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pager_page(inputs)
	if (locale === "fr") return __fr.pager_page(inputs)
	if (locale === "it") return __it.pager_page(inputs)
	if (locale === "pt") return __pt.pager_page(inputs)
	if (locale === "el") return __el.pager_page(inputs)
	if (locale === "hr") return __hr.pager_page(inputs)
	return __en.pager_page(inputs)
});
/**
* | output |
* | --- |
* | "Page {page} of {last}" |
*
* @param {Pager_Page_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const pager_page_of = /** @type {((inputs: Pager_Page_OfInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_Page_OfInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pager_page_of(inputs)
	if (locale === "fr") return __fr.pager_page_of(inputs)
	if (locale === "it") return __it.pager_page_of(inputs)
	if (locale === "pt") return __pt.pager_page_of(inputs)
	if (locale === "el") return __el.pager_page_of(inputs)
	if (locale === "hr") return __hr.pager_page_of(inputs)
	return __en.pager_page_of(inputs)
});
/**
* | output |
* | --- |
* | "← Previous" |
*
* @param {Pager_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const pager_previous = /** @type {((inputs?: Pager_PreviousInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_PreviousInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pager_previous(inputs)
	if (locale === "fr") return __fr.pager_previous(inputs)
	if (locale === "it") return __it.pager_previous(inputs)
	if (locale === "pt") return __pt.pager_previous(inputs)
	if (locale === "el") return __el.pager_previous(inputs)
	if (locale === "hr") return __hr.pager_previous(inputs)
	return __en.pager_previous(inputs)
});
/**
* | output |
* | --- |
* | "Sign in with a passkey" |
*
* @param {Passkey_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_sign_in = /** @type {((inputs?: Passkey_Sign_InInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Sign_InInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.passkey_sign_in(inputs)
	if (locale === "fr") return __fr.passkey_sign_in(inputs)
	if (locale === "it") return __it.passkey_sign_in(inputs)
	if (locale === "pt") return __pt.passkey_sign_in(inputs)
	if (locale === "el") return __el.passkey_sign_in(inputs)
	if (locale === "hr") return __hr.passkey_sign_in(inputs)
	return __en.passkey_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Password_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const password_label = /** @type {((inputs?: Password_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.password_label(inputs)
	if (locale === "fr") return __fr.password_label(inputs)
	if (locale === "it") return __it.password_label(inputs)
	if (locale === "pt") return __pt.password_label(inputs)
	if (locale === "el") return __el.password_label(inputs)
	if (locale === "hr") return __hr.password_label(inputs)
	return __en.password_label(inputs)
});
/**
* | output |
* | --- |
* | "Please fix these and send again:" |
*
* @param {Problems_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const problems_title = /** @type {((inputs?: Problems_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Problems_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.problems_title(inputs)
	if (locale === "fr") return __fr.problems_title(inputs)
	if (locale === "it") return __it.problems_title(inputs)
	if (locale === "pt") return __pt.problems_title(inputs)
	if (locale === "el") return __el.problems_title(inputs)
	if (locale === "hr") return __hr.problems_title(inputs)
	return __en.problems_title(inputs)
});
/**
* | output |
* | --- |
* | "See your profile and manage your API keys" |
*
* @param {Scope_Account_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_account_read = /** @type {((inputs?: Scope_Account_ReadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Account_ReadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.scope_account_read(inputs)
	if (locale === "fr") return __fr.scope_account_read(inputs)
	if (locale === "it") return __it.scope_account_read(inputs)
	if (locale === "pt") return __pt.scope_account_read(inputs)
	if (locale === "el") return __el.scope_account_read(inputs)
	if (locale === "hr") return __hr.scope_account_read(inputs)
	return __en.scope_account_read(inputs)
});
/**
* | output |
* | --- |
* | "Change your account: profile, password, sessions; export your data or delete the account" |
*
* @param {Scope_Account_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_account_write = /** @type {((inputs?: Scope_Account_WriteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Account_WriteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.scope_account_write(inputs)
	if (locale === "fr") return __fr.scope_account_write(inputs)
	if (locale === "it") return __it.scope_account_write(inputs)
	if (locale === "pt") return __pt.scope_account_write(inputs)
	if (locale === "el") return __el.scope_account_write(inputs)
	if (locale === "hr") return __hr.scope_account_write(inputs)
	return __en.scope_account_write(inputs)
});
/**
* | output |
* | --- |
* | "See catches, their verifications and catch events" |
*
* @param {Scope_Catches_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_catches_read = /** @type {((inputs?: Scope_Catches_ReadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Catches_ReadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.scope_catches_read(inputs)
	if (locale === "fr") return __fr.scope_catches_read(inputs)
	if (locale === "it") return __it.scope_catches_read(inputs)
	if (locale === "pt") return __pt.scope_catches_read(inputs)
	if (locale === "el") return __el.scope_catches_read(inputs)
	if (locale === "hr") return __hr.scope_catches_read(inputs)
	return __en.scope_catches_read(inputs)
});
/**
* | output |
* | --- |
* | "Log, edit and delete your catches" |
*
* @param {Scope_Catches_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_catches_write = /** @type {((inputs?: Scope_Catches_WriteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Catches_WriteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.scope_catches_write(inputs)
	if (locale === "fr") return __fr.scope_catches_write(inputs)
	if (locale === "it") return __it.scope_catches_write(inputs)
	if (locale === "pt") return __pt.scope_catches_write(inputs)
	if (locale === "el") return __el.scope_catches_write(inputs)
	if (locale === "hr") return __hr.scope_catches_write(inputs)
	return __en.scope_catches_write(inputs)
});
/**
* | output |
* | --- |
* | "Change the club’s settings: name, time zone, units, language, seasons, joining (admins)" |
*
* @param {Scope_Club_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_club_write = /** @type {((inputs?: Scope_Club_WriteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Club_WriteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.scope_club_write(inputs)
	if (locale === "fr") return __fr.scope_club_write(inputs)
	if (locale === "it") return __it.scope_club_write(inputs)
	if (locale === "pt") return __pt.scope_club_write(inputs)
	if (locale === "el") return __el.scope_club_write(inputs)
	if (locale === "hr") return __hr.scope_club_write(inputs)
	return __en.scope_club_write(inputs)
});
/**
* | output |
* | --- |
* | "Create and run competitions (admins) and record weigh-ins (weighmasters)" |
*
* @param {Scope_Competitions_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_competitions_write = /** @type {((inputs?: Scope_Competitions_WriteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Competitions_WriteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.scope_competitions_write(inputs)
	if (locale === "fr") return __fr.scope_competitions_write(inputs)
	if (locale === "it") return __it.scope_competitions_write(inputs)
	if (locale === "pt") return __pt.scope_competitions_write(inputs)
	if (locale === "el") return __el.scope_competitions_write(inputs)
	if (locale === "hr") return __hr.scope_competitions_write(inputs)
	return __en.scope_competitions_write(inputs)
});
/**
* | output |
* | --- |
* | "See leaderboards" |
*
* @param {Scope_Leaderboards_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_leaderboards_read = /** @type {((inputs?: Scope_Leaderboards_ReadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Leaderboards_ReadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.scope_leaderboards_read(inputs)
	if (locale === "fr") return __fr.scope_leaderboards_read(inputs)
	if (locale === "it") return __it.scope_leaderboards_read(inputs)
	if (locale === "pt") return __pt.scope_leaderboards_read(inputs)
	if (locale === "el") return __el.scope_leaderboards_read(inputs)
	if (locale === "hr") return __hr.scope_leaderboards_read(inputs)
	return __en.scope_leaderboards_read(inputs)
});
/**
* | output |
* | --- |
* | "See species, their photos and records" |
*
* @param {Scope_Species_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_species_read = /** @type {((inputs?: Scope_Species_ReadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Species_ReadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.scope_species_read(inputs)
	if (locale === "fr") return __fr.scope_species_read(inputs)
	if (locale === "it") return __it.scope_species_read(inputs)
	if (locale === "pt") return __pt.scope_species_read(inputs)
	if (locale === "el") return __el.scope_species_read(inputs)
	if (locale === "hr") return __hr.scope_species_read(inputs)
	return __en.scope_species_read(inputs)
});
/**
* | output |
* | --- |
* | "Add and edit species and upload species photos (admins)" |
*
* @param {Scope_Species_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_species_write = /** @type {((inputs?: Scope_Species_WriteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Species_WriteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.scope_species_write(inputs)
	if (locale === "fr") return __fr.scope_species_write(inputs)
	if (locale === "it") return __it.scope_species_write(inputs)
	if (locale === "pt") return __pt.scope_species_write(inputs)
	if (locale === "el") return __el.scope_species_write(inputs)
	if (locale === "hr") return __hr.scope_species_write(inputs)
	return __en.scope_species_write(inputs)
});
/**
* | output |
* | --- |
* | "Verify other divers’ catches (verifiers and admins)" |
*
* @param {Scope_Verifications_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_verifications_write = /** @type {((inputs?: Scope_Verifications_WriteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Verifications_WriteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.scope_verifications_write(inputs)
	if (locale === "fr") return __fr.scope_verifications_write(inputs)
	if (locale === "it") return __it.scope_verifications_write(inputs)
	if (locale === "pt") return __pt.scope_verifications_write(inputs)
	if (locale === "el") return __el.scope_verifications_write(inputs)
	if (locale === "hr") return __hr.scope_verifications_write(inputs)
	return __en.scope_verifications_write(inputs)
});
/**
* | output |
* | --- |
* | "See your webhook endpoints and deliveries" |
*
* @param {Scope_Webhooks_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_webhooks_read = /** @type {((inputs?: Scope_Webhooks_ReadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Webhooks_ReadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.scope_webhooks_read(inputs)
	if (locale === "fr") return __fr.scope_webhooks_read(inputs)
	if (locale === "it") return __it.scope_webhooks_read(inputs)
	if (locale === "pt") return __pt.scope_webhooks_read(inputs)
	if (locale === "el") return __el.scope_webhooks_read(inputs)
	if (locale === "hr") return __hr.scope_webhooks_read(inputs)
	return __en.scope_webhooks_read(inputs)
});
/**
* | output |
* | --- |
* | "Create and manage your webhook endpoints" |
*
* @param {Scope_Webhooks_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_webhooks_write = /** @type {((inputs?: Scope_Webhooks_WriteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Webhooks_WriteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.scope_webhooks_write(inputs)
	if (locale === "fr") return __fr.scope_webhooks_write(inputs)
	if (locale === "it") return __it.scope_webhooks_write(inputs)
	if (locale === "pt") return __pt.scope_webhooks_write(inputs)
	if (locale === "el") return __el.scope_webhooks_write(inputs)
	if (locale === "hr") return __hr.scope_webhooks_write(inputs)
	return __en.scope_webhooks_write(inputs)
});
/**
* | output |
* | --- |
* | "Most catches" |
*
* @param {Share_Board_Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_board_catch_count = /** @type {((inputs?: Share_Board_Catch_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_Catch_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_board_catch_count(inputs)
	if (locale === "fr") return __fr.share_board_catch_count(inputs)
	if (locale === "it") return __it.share_board_catch_count(inputs)
	if (locale === "pt") return __pt.share_board_catch_count(inputs)
	if (locale === "el") return __el.share_board_catch_count(inputs)
	if (locale === "hr") return __hr.share_board_catch_count(inputs)
	return __en.share_board_catch_count(inputs)
});
/**
* | output |
* | --- |
* | "Deepest catch" |
*
* @param {Share_Board_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_board_deepest = /** @type {((inputs?: Share_Board_DeepestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_DeepestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_board_deepest(inputs)
	if (locale === "fr") return __fr.share_board_deepest(inputs)
	if (locale === "it") return __it.share_board_deepest(inputs)
	if (locale === "pt") return __pt.share_board_deepest(inputs)
	if (locale === "el") return __el.share_board_deepest(inputs)
	if (locale === "hr") return __hr.share_board_deepest(inputs)
	return __en.share_board_deepest(inputs)
});
/**
* | output |
* | --- |
* | "The leaderboard of {club}: {board}." |
*
* @param {Share_Board_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_board_description = /** @type {((inputs: Share_Board_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_DescriptionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_board_description(inputs)
	if (locale === "fr") return __fr.share_board_description(inputs)
	if (locale === "it") return __it.share_board_description(inputs)
	if (locale === "pt") return __pt.share_board_description(inputs)
	if (locale === "el") return __el.share_board_description(inputs)
	if (locale === "hr") return __hr.share_board_description(inputs)
	return __en.share_board_description(inputs)
});
/**
* | output |
* | --- |
* | "No catches on this board yet." |
*
* @param {Share_Board_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_board_empty = /** @type {((inputs?: Share_Board_EmptyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_EmptyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_board_empty(inputs)
	if (locale === "fr") return __fr.share_board_empty(inputs)
	if (locale === "it") return __it.share_board_empty(inputs)
	if (locale === "pt") return __pt.share_board_empty(inputs)
	if (locale === "el") return __el.share_board_empty(inputs)
	if (locale === "hr") return __hr.share_board_empty(inputs)
	return __en.share_board_empty(inputs)
});
/**
* | output |
* | --- |
* | "Heaviest fish" |
*
* @param {Share_Board_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_board_heaviest = /** @type {((inputs?: Share_Board_HeaviestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_HeaviestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_board_heaviest(inputs)
	if (locale === "fr") return __fr.share_board_heaviest(inputs)
	if (locale === "it") return __it.share_board_heaviest(inputs)
	if (locale === "pt") return __pt.share_board_heaviest(inputs)
	if (locale === "el") return __el.share_board_heaviest(inputs)
	if (locale === "hr") return __hr.share_board_heaviest(inputs)
	return __en.share_board_heaviest(inputs)
});
/**
* | output |
* | --- |
* | "Total weight" |
*
* @param {Share_Board_Total_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_board_total_weight = /** @type {((inputs?: Share_Board_Total_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_Total_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_board_total_weight(inputs)
	if (locale === "fr") return __fr.share_board_total_weight(inputs)
	if (locale === "it") return __it.share_board_total_weight(inputs)
	if (locale === "pt") return __pt.share_board_total_weight(inputs)
	if (locale === "el") return __el.share_board_total_weight(inputs)
	if (locale === "hr") return __hr.share_board_total_weight(inputs)
	return __en.share_board_total_weight(inputs)
});
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Share_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_button = /** @type {((inputs?: Share_ButtonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_ButtonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_button(inputs)
	if (locale === "fr") return __fr.share_button(inputs)
	if (locale === "it") return __it.share_button(inputs)
	if (locale === "pt") return __pt.share_button(inputs)
	if (locale === "el") return __el.share_button(inputs)
	if (locale === "hr") return __hr.share_button(inputs)
	return __en.share_button(inputs)
});
/**
* | output |
* | --- |
* | "Caught by {diver}" |
*
* @param {Share_Catch_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_catch_by = /** @type {((inputs: Share_Catch_ByInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Catch_ByInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_catch_by(inputs)
	if (locale === "fr") return __fr.share_catch_by(inputs)
	if (locale === "it") return __it.share_catch_by(inputs)
	if (locale === "pt") return __pt.share_catch_by(inputs)
	if (locale === "el") return __el.share_catch_by(inputs)
	if (locale === "hr") return __hr.share_catch_by(inputs)
	return __en.share_catch_by(inputs)
});
/**
* | output |
* | --- |
* | "Caught by {diver}, logged with {club}." |
*
* @param {Share_Catch_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_catch_description = /** @type {((inputs: Share_Catch_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Catch_DescriptionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_catch_description(inputs)
	if (locale === "fr") return __fr.share_catch_description(inputs)
	if (locale === "it") return __it.share_catch_description(inputs)
	if (locale === "pt") return __pt.share_catch_description(inputs)
	if (locale === "el") return __el.share_catch_description(inputs)
	if (locale === "hr") return __hr.share_catch_description(inputs)
	return __en.share_catch_description(inputs)
});
/**
* | output |
* | --- |
* | "{species}, {weight}" |
*
* @param {Share_Catch_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_catch_title = /** @type {((inputs: Share_Catch_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Catch_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_catch_title(inputs)
	if (locale === "fr") return __fr.share_catch_title(inputs)
	if (locale === "it") return __it.share_catch_title(inputs)
	if (locale === "pt") return __pt.share_catch_title(inputs)
	if (locale === "el") return __el.share_catch_title(inputs)
	if (locale === "hr") return __hr.share_catch_title(inputs)
	return __en.share_catch_title(inputs)
});
/**
* | output |
* | --- |
* | "Link copied" |
*
* @param {Share_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_copied = /** @type {((inputs?: Share_CopiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_CopiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_copied(inputs)
	if (locale === "fr") return __fr.share_copied(inputs)
	if (locale === "it") return __it.share_copied(inputs)
	if (locale === "pt") return __pt.share_copied(inputs)
	if (locale === "el") return __el.share_copied(inputs)
	if (locale === "hr") return __hr.share_copied(inputs)
	return __en.share_copied(inputs)
});
/**
* | output |
* | --- |
* | "Copying failed: select the link and copy it." |
*
* @param {Share_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_copy_failed = /** @type {((inputs?: Share_Copy_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Copy_FailedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_copy_failed(inputs)
	if (locale === "fr") return __fr.share_copy_failed(inputs)
	if (locale === "it") return __it.share_copy_failed(inputs)
	if (locale === "pt") return __pt.share_copy_failed(inputs)
	if (locale === "el") return __el.share_copy_failed(inputs)
	if (locale === "hr") return __hr.share_copy_failed(inputs)
	return __en.share_copy_failed(inputs)
});
/**
* | output |
* | --- |
* | "Link to this page" |
*
* @param {Share_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_link = /** @type {((inputs?: Share_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_LinkInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_link(inputs)
	if (locale === "fr") return __fr.share_link(inputs)
	if (locale === "it") return __it.share_link(inputs)
	if (locale === "pt") return __pt.share_link(inputs)
	if (locale === "el") return __el.share_link(inputs)
	if (locale === "hr") return __hr.share_link(inputs)
	return __en.share_link(inputs)
});
/**
* | output |
* | --- |
* | "{rank}. {name} · {value}" |
*
* @param {Share_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_place = /** @type {((inputs: Share_PlaceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_PlaceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_place(inputs)
	if (locale === "fr") return __fr.share_place(inputs)
	if (locale === "it") return __it.share_place(inputs)
	if (locale === "pt") return __pt.share_place(inputs)
	if (locale === "el") return __el.share_place(inputs)
	if (locale === "hr") return __hr.share_place(inputs)
	return __en.share_place(inputs)
});
/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "{rank}. {name} · {points} point" |
* | * | "{rank}. {name} · {points} points" |
*
* @param {Share_PodiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_podium = /** @type {((inputs: Share_PodiumInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_PodiumInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_podium(inputs)
	if (locale === "fr") return __fr.share_podium(inputs)
	if (locale === "it") return __it.share_podium(inputs)
	if (locale === "pt") return __pt.share_podium(inputs)
	if (locale === "el") return __el.share_podium(inputs)
	if (locale === "hr") return __hr.share_podium(inputs)
	return __en.share_podium(inputs)
});
/**
* | output |
* | --- |
* | "{status} of {name}, a competition of {club}." |
*
* @param {Share_Results_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_results_description = /** @type {((inputs: Share_Results_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Results_DescriptionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_results_description(inputs)
	if (locale === "fr") return __fr.share_results_description(inputs)
	if (locale === "it") return __it.share_results_description(inputs)
	if (locale === "pt") return __pt.share_results_description(inputs)
	if (locale === "el") return __el.share_results_description(inputs)
	if (locale === "hr") return __hr.share_results_description(inputs)
	return __en.share_results_description(inputs)
});
/**
* | output |
* | --- |
* | "Shared." |
*
* @param {Share_SharedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_shared = /** @type {((inputs?: Share_SharedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_SharedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_shared(inputs)
	if (locale === "fr") return __fr.share_shared(inputs)
	if (locale === "it") return __it.share_shared(inputs)
	if (locale === "pt") return __pt.share_shared(inputs)
	if (locale === "el") return __el.share_shared(inputs)
	if (locale === "hr") return __hr.share_shared(inputs)
	return __en.share_shared(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Share_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_status_cancelled = /** @type {((inputs?: Share_Status_CancelledInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_CancelledInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_status_cancelled(inputs)
	if (locale === "fr") return __fr.share_status_cancelled(inputs)
	if (locale === "it") return __it.share_status_cancelled(inputs)
	if (locale === "pt") return __pt.share_status_cancelled(inputs)
	if (locale === "el") return __el.share_status_cancelled(inputs)
	if (locale === "hr") return __hr.share_status_cancelled(inputs)
	return __en.share_status_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Final results" |
*
* @param {Share_Status_FinalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_status_final = /** @type {((inputs?: Share_Status_FinalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_FinalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_status_final(inputs)
	if (locale === "fr") return __fr.share_status_final(inputs)
	if (locale === "it") return __it.share_status_final(inputs)
	if (locale === "pt") return __pt.share_status_final(inputs)
	if (locale === "el") return __el.share_status_final(inputs)
	if (locale === "hr") return __hr.share_status_final(inputs)
	return __en.share_status_final(inputs)
});
/**
* | output |
* | --- |
* | "Not started yet" |
*
* @param {Share_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_status_open = /** @type {((inputs?: Share_Status_OpenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_OpenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_status_open(inputs)
	if (locale === "fr") return __fr.share_status_open(inputs)
	if (locale === "it") return __it.share_status_open(inputs)
	if (locale === "pt") return __pt.share_status_open(inputs)
	if (locale === "el") return __el.share_status_open(inputs)
	if (locale === "hr") return __hr.share_status_open(inputs)
	return __en.share_status_open(inputs)
});
/**
* | output |
* | --- |
* | "Provisional results" |
*
* @param {Share_Status_ProvisionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_status_provisional = /** @type {((inputs?: Share_Status_ProvisionalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_ProvisionalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_status_provisional(inputs)
	if (locale === "fr") return __fr.share_status_provisional(inputs)
	if (locale === "it") return __it.share_status_provisional(inputs)
	if (locale === "pt") return __pt.share_status_provisional(inputs)
	if (locale === "el") return __el.share_status_provisional(inputs)
	if (locale === "hr") return __hr.share_status_provisional(inputs)
	return __en.share_status_provisional(inputs)
});
/**
* | output |
* | --- |
* | "Standings so far" |
*
* @param {Share_Status_RunningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_status_running = /** @type {((inputs?: Share_Status_RunningInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_RunningInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_status_running(inputs)
	if (locale === "fr") return __fr.share_status_running(inputs)
	if (locale === "it") return __it.share_status_running(inputs)
	if (locale === "pt") return __pt.share_status_running(inputs)
	if (locale === "el") return __el.share_status_running(inputs)
	if (locale === "hr") return __hr.share_status_running(inputs)
	return __en.share_status_running(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in = /** @type {((inputs?: Sign_InInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_InInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in(inputs)
	if (locale === "fr") return __fr.sign_in(inputs)
	if (locale === "it") return __it.sign_in(inputs)
	if (locale === "pt") return __pt.sign_in(inputs)
	if (locale === "el") return __el.sign_in(inputs)
	if (locale === "hr") return __hr.sign_in(inputs)
	return __en.sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Please sign in again." |
*
* @param {Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_again = /** @type {((inputs?: Sign_In_AgainInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_AgainInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_again(inputs)
	if (locale === "fr") return __fr.sign_in_again(inputs)
	if (locale === "it") return __it.sign_in_again(inputs)
	if (locale === "pt") return __pt.sign_in_again(inputs)
	if (locale === "el") return __el.sign_in_again(inputs)
	if (locale === "hr") return __hr.sign_in_again(inputs)
	return __en.sign_in_again(inputs)
});
/**
* | output |
* | --- |
* | "Too many sign-ins are being checked at once." |
*
* @param {Sign_In_BusyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_busy = /** @type {((inputs?: Sign_In_BusyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_BusyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_busy(inputs)
	if (locale === "fr") return __fr.sign_in_busy(inputs)
	if (locale === "it") return __it.sign_in_busy(inputs)
	if (locale === "pt") return __pt.sign_in_busy(inputs)
	if (locale === "el") return __el.sign_in_busy(inputs)
	if (locale === "hr") return __hr.sign_in_busy(inputs)
	return __en.sign_in_busy(inputs)
});
/**
* | output |
* | --- |
* | "Busy" |
*
* @param {Sign_In_Busy_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_busy_title = /** @type {((inputs?: Sign_In_Busy_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Busy_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_busy_title(inputs)
	if (locale === "fr") return __fr.sign_in_busy_title(inputs)
	if (locale === "it") return __it.sign_in_busy_title(inputs)
	if (locale === "pt") return __pt.sign_in_busy_title(inputs)
	if (locale === "el") return __el.sign_in_busy_title(inputs)
	if (locale === "hr") return __hr.sign_in_busy_title(inputs)
	return __en.sign_in_busy_title(inputs)
});
/**
* | output |
* | --- |
* | "Sign-in expired" |
*
* @param {Sign_In_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_expired_title = /** @type {((inputs?: Sign_In_Expired_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Expired_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_expired_title(inputs)
	if (locale === "fr") return __fr.sign_in_expired_title(inputs)
	if (locale === "it") return __it.sign_in_expired_title(inputs)
	if (locale === "pt") return __pt.sign_in_expired_title(inputs)
	if (locale === "el") return __el.sign_in_expired_title(inputs)
	if (locale === "hr") return __hr.sign_in_expired_title(inputs)
	return __en.sign_in_expired_title(inputs)
});
/**
* | output |
* | --- |
* | "This sign-in was already finished. Please sign in again." |
*
* @param {Sign_In_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_finished = /** @type {((inputs?: Sign_In_FinishedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_FinishedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_finished(inputs)
	if (locale === "fr") return __fr.sign_in_finished(inputs)
	if (locale === "it") return __it.sign_in_finished(inputs)
	if (locale === "pt") return __pt.sign_in_finished(inputs)
	if (locale === "el") return __el.sign_in_finished(inputs)
	if (locale === "hr") return __hr.sign_in_finished(inputs)
	return __en.sign_in_finished(inputs)
});
/**
* | output |
* | --- |
* | "Use your catchd email and password." |
*
* @param {Sign_In_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_lead = /** @type {((inputs?: Sign_In_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_lead(inputs)
	if (locale === "fr") return __fr.sign_in_lead(inputs)
	if (locale === "it") return __it.sign_in_lead(inputs)
	if (locale === "pt") return __pt.sign_in_lead(inputs)
	if (locale === "el") return __el.sign_in_lead(inputs)
	if (locale === "hr") return __hr.sign_in_lead(inputs)
	return __en.sign_in_lead(inputs)
});
/**
* | output |
* | --- |
* | "Use your catchd email and password or an account you already have." |
*
* @param {Sign_In_Lead_ProvidersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_lead_providers = /** @type {((inputs?: Sign_In_Lead_ProvidersInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Lead_ProvidersInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_lead_providers(inputs)
	if (locale === "fr") return __fr.sign_in_lead_providers(inputs)
	if (locale === "it") return __it.sign_in_lead_providers(inputs)
	if (locale === "pt") return __pt.sign_in_lead_providers(inputs)
	if (locale === "el") return __el.sign_in_lead_providers(inputs)
	if (locale === "hr") return __hr.sign_in_lead_providers(inputs)
	return __en.sign_in_lead_providers(inputs)
});
/**
* | output |
* | --- |
* | "This sign-in link is stale or was not started here. Please start again." |
*
* @param {Sign_In_Link_StaleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_link_stale = /** @type {((inputs?: Sign_In_Link_StaleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Link_StaleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_link_stale(inputs)
	if (locale === "fr") return __fr.sign_in_link_stale(inputs)
	if (locale === "it") return __it.sign_in_link_stale(inputs)
	if (locale === "pt") return __pt.sign_in_link_stale(inputs)
	if (locale === "el") return __el.sign_in_link_stale(inputs)
	if (locale === "hr") return __hr.sign_in_link_stale(inputs)
	return __en.sign_in_link_stale(inputs)
});
/**
* | output |
* | --- |
* | "There have been many sign-in attempts for this account." |
*
* @param {Sign_In_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_many_attempts = /** @type {((inputs?: Sign_In_Many_AttemptsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Many_AttemptsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_many_attempts(inputs)
	if (locale === "fr") return __fr.sign_in_many_attempts(inputs)
	if (locale === "it") return __it.sign_in_many_attempts(inputs)
	if (locale === "pt") return __pt.sign_in_many_attempts(inputs)
	if (locale === "el") return __el.sign_in_many_attempts(inputs)
	if (locale === "hr") return __hr.sign_in_many_attempts(inputs)
	return __en.sign_in_many_attempts(inputs)
});
/**
* | output |
* | --- |
* | "That email and password do not match." |
*
* @param {Sign_In_MismatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_mismatch = /** @type {((inputs?: Sign_In_MismatchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_MismatchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_mismatch(inputs)
	if (locale === "fr") return __fr.sign_in_mismatch(inputs)
	if (locale === "it") return __it.sign_in_mismatch(inputs)
	if (locale === "pt") return __pt.sign_in_mismatch(inputs)
	if (locale === "el") return __el.sign_in_mismatch(inputs)
	if (locale === "hr") return __hr.sign_in_mismatch(inputs)
	return __en.sign_in_mismatch(inputs)
});
/**
* | output |
* | --- |
* | "Sign-in paused" |
*
* @param {Sign_In_Paused_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_paused_title = /** @type {((inputs?: Sign_In_Paused_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Paused_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_paused_title(inputs)
	if (locale === "fr") return __fr.sign_in_paused_title(inputs)
	if (locale === "it") return __it.sign_in_paused_title(inputs)
	if (locale === "pt") return __pt.sign_in_paused_title(inputs)
	if (locale === "el") return __el.sign_in_paused_title(inputs)
	if (locale === "hr") return __hr.sign_in_paused_title(inputs)
	return __en.sign_in_paused_title(inputs)
});
/**
* | output |
* | --- |
* | "This sign-in took too long or was already finished. Please sign in again." |
*
* @param {Sign_In_StaleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_stale = /** @type {((inputs?: Sign_In_StaleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_StaleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_stale(inputs)
	if (locale === "fr") return __fr.sign_in_stale(inputs)
	if (locale === "it") return __it.sign_in_stale(inputs)
	if (locale === "pt") return __pt.sign_in_stale(inputs)
	if (locale === "el") return __el.sign_in_stale(inputs)
	if (locale === "hr") return __hr.sign_in_stale(inputs)
	return __en.sign_in_stale(inputs)
});
/**
* | output |
* | --- |
* | "Sign-in attempts cannot be counted right now." |
*
* @param {Sign_In_UncountableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_uncountable = /** @type {((inputs?: Sign_In_UncountableInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_UncountableInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_uncountable(inputs)
	if (locale === "fr") return __fr.sign_in_uncountable(inputs)
	if (locale === "it") return __it.sign_in_uncountable(inputs)
	if (locale === "pt") return __pt.sign_in_uncountable(inputs)
	if (locale === "el") return __el.sign_in_uncountable(inputs)
	if (locale === "hr") return __hr.sign_in_uncountable(inputs)
	return __en.sign_in_uncountable(inputs)
});
/**
* | output |
* | --- |
* | "This way of signing in is not set up here." |
*
* @param {Sign_In_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_unknown = /** @type {((inputs?: Sign_In_UnknownInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_UnknownInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_unknown(inputs)
	if (locale === "fr") return __fr.sign_in_unknown(inputs)
	if (locale === "it") return __it.sign_in_unknown(inputs)
	if (locale === "pt") return __pt.sign_in_unknown(inputs)
	if (locale === "el") return __el.sign_in_unknown(inputs)
	if (locale === "hr") return __hr.sign_in_unknown(inputs)
	return __en.sign_in_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Unknown sign-in method" |
*
* @param {Sign_In_Unknown_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_unknown_title = /** @type {((inputs?: Sign_In_Unknown_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Unknown_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_unknown_title(inputs)
	if (locale === "fr") return __fr.sign_in_unknown_title(inputs)
	if (locale === "it") return __it.sign_in_unknown_title(inputs)
	if (locale === "pt") return __pt.sign_in_unknown_title(inputs)
	if (locale === "el") return __el.sign_in_unknown_title(inputs)
	if (locale === "hr") return __hr.sign_in_unknown_title(inputs)
	return __en.sign_in_unknown_title(inputs)
});
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Sign_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_out = /** @type {((inputs?: Sign_OutInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_OutInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_out(inputs)
	if (locale === "fr") return __fr.sign_out(inputs)
	if (locale === "it") return __it.sign_out(inputs)
	if (locale === "pt") return __pt.sign_out(inputs)
	if (locale === "el") return __el.sign_out(inputs)
	if (locale === "hr") return __hr.sign_out(inputs)
	return __en.sign_out(inputs)
});
/**
* | output |
* | --- |
* | "catchd: log, verify and rank spearfishing catches." |
*
* @param {Site_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const site_description = /** @type {((inputs?: Site_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_DescriptionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_description(inputs)
	if (locale === "fr") return __fr.site_description(inputs)
	if (locale === "it") return __it.site_description(inputs)
	if (locale === "pt") return __pt.site_description(inputs)
	if (locale === "el") return __el.site_description(inputs)
	if (locale === "hr") return __hr.site_description(inputs)
	return __en.site_description(inputs)
});
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const skip_to_content = /** @type {((inputs?: Skip_To_ContentInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Skip_To_ContentInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.skip_to_content(inputs)
	if (locale === "fr") return __fr.skip_to_content(inputs)
	if (locale === "it") return __it.skip_to_content(inputs)
	if (locale === "pt") return __pt.skip_to_content(inputs)
	if (locale === "el") return __el.skip_to_content(inputs)
	if (locale === "hr") return __hr.skip_to_content(inputs)
	return __en.skip_to_content(inputs)
});
/**
* | output |
* | --- |
* | "Add photo" |
*
* @param {Species_Add_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_add_photo = /** @type {((inputs?: Species_Add_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Add_PhotoInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_add_photo(inputs)
	if (locale === "fr") return __fr.species_add_photo(inputs)
	if (locale === "it") return __it.species_add_photo(inputs)
	if (locale === "pt") return __pt.species_add_photo(inputs)
	if (locale === "el") return __el.species_add_photo(inputs)
	if (locale === "hr") return __hr.species_add_photo(inputs)
	return __en.species_add_photo(inputs)
});
/**
* | output |
* | --- |
* | "Apply these changes" |
*
* @param {Species_Apply_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_apply_changes = /** @type {((inputs?: Species_Apply_ChangesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Apply_ChangesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_apply_changes(inputs)
	if (locale === "fr") return __fr.species_apply_changes(inputs)
	if (locale === "it") return __it.species_apply_changes(inputs)
	if (locale === "pt") return __pt.species_apply_changes(inputs)
	if (locale === "el") return __el.species_apply_changes(inputs)
	if (locale === "hr") return __hr.species_apply_changes(inputs)
	return __en.species_apply_changes(inputs)
});
/**
* | output |
* | --- |
* | "Author" |
*
* @param {Species_AuthorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_author = /** @type {((inputs?: Species_AuthorInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_AuthorInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_author(inputs)
	if (locale === "fr") return __fr.species_author(inputs)
	if (locale === "it") return __it.species_author(inputs)
	if (locale === "pt") return __pt.species_author(inputs)
	if (locale === "el") return __el.species_author(inputs)
	if (locale === "hr") return __hr.species_author(inputs)
	return __en.species_author(inputs)
});
/**
* | output |
* | --- |
* | "Best catch of each species" |
*
* @param {Species_Best_Of_EachInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_best_of_each = /** @type {((inputs?: Species_Best_Of_EachInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Best_Of_EachInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_best_of_each(inputs)
	if (locale === "fr") return __fr.species_best_of_each(inputs)
	if (locale === "it") return __it.species_best_of_each(inputs)
	if (locale === "pt") return __pt.species_best_of_each(inputs)
	if (locale === "el") return __el.species_best_of_each(inputs)
	if (locale === "hr") return __hr.species_best_of_each(inputs)
	return __en.species_best_of_each(inputs)
});
/**
* | output |
* | --- |
* | "by {diver}" |
*
* @param {Species_By_DiverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_by_diver = /** @type {((inputs: Species_By_DiverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_By_DiverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_by_diver(inputs)
	if (locale === "fr") return __fr.species_by_diver(inputs)
	if (locale === "it") return __it.species_by_diver(inputs)
	if (locale === "pt") return __pt.species_by_diver(inputs)
	if (locale === "el") return __el.species_by_diver(inputs)
	if (locale === "hr") return __hr.species_by_diver(inputs)
	return __en.species_by_diver(inputs)
});
/**
* | output |
* | --- |
* | "Species catalogue" |
*
* @param {Species_CatalogueInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_catalogue = /** @type {((inputs?: Species_CatalogueInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_CatalogueInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_catalogue(inputs)
	if (locale === "fr") return __fr.species_catalogue(inputs)
	if (locale === "it") return __it.species_catalogue(inputs)
	if (locale === "pt") return __pt.species_catalogue(inputs)
	if (locale === "el") return __el.species_catalogue(inputs)
	if (locale === "hr") return __hr.species_catalogue(inputs)
	return __en.species_catalogue(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} catch" |
* | * | "{count} catches" |
*
* @param {Species_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_catches = /** @type {((inputs: Species_CatchesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_CatchesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_catches(inputs)
	if (locale === "fr") return __fr.species_catches(inputs)
	if (locale === "it") return __it.species_catches(inputs)
	if (locale === "pt") return __pt.species_catches(inputs)
	if (locale === "el") return __el.species_catches(inputs)
	if (locale === "hr") return __hr.species_catches(inputs)
	return __en.species_catches(inputs)
});
/**
* | output |
* | --- |
* | "{species} caught by {diver}" |
*
* @param {Species_Caught_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_caught_by = /** @type {((inputs: Species_Caught_ByInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Caught_ByInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_caught_by(inputs)
	if (locale === "fr") return __fr.species_caught_by(inputs)
	if (locale === "it") return __it.species_caught_by(inputs)
	if (locale === "pt") return __pt.species_caught_by(inputs)
	if (locale === "el") return __el.species_caught_by(inputs)
	if (locale === "hr") return __hr.species_caught_by(inputs)
	return __en.species_caught_by(inputs)
});
/**
* | output |
* | --- |
* | "add" |
*
* @param {Species_Change_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_change_add = /** @type {((inputs?: Species_Change_AddInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Change_AddInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_change_add(inputs)
	if (locale === "fr") return __fr.species_change_add(inputs)
	if (locale === "it") return __it.species_change_add(inputs)
	if (locale === "pt") return __pt.species_change_add(inputs)
	if (locale === "el") return __el.species_change_add(inputs)
	if (locale === "hr") return __hr.species_change_add(inputs)
	return __en.species_change_add(inputs)
});
/**
* | output |
* | --- |
* | "update" |
*
* @param {Species_Change_UpdateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_change_update = /** @type {((inputs?: Species_Change_UpdateInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Change_UpdateInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_change_update(inputs)
	if (locale === "fr") return __fr.species_change_update(inputs)
	if (locale === "it") return __it.species_change_update(inputs)
	if (locale === "pt") return __pt.species_change_update(inputs)
	if (locale === "el") return __el.species_change_update(inputs)
	if (locale === "hr") return __hr.species_change_update(inputs)
	return __en.species_change_update(inputs)
});
/**
* | output |
* | --- |
* | "Changes" |
*
* @param {Species_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_changes = /** @type {((inputs?: Species_ChangesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_ChangesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_changes(inputs)
	if (locale === "fr") return __fr.species_changes(inputs)
	if (locale === "it") return __it.species_changes(inputs)
	if (locale === "pt") return __pt.species_changes(inputs)
	if (locale === "el") return __el.species_changes(inputs)
	if (locale === "hr") return __hr.species_changes(inputs)
	return __en.species_changes(inputs)
});
/**
* | output |
* | --- |
* | "Change" |
*
* @param {Species_Col_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_col_change = /** @type {((inputs?: Species_Col_ChangeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Col_ChangeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_col_change(inputs)
	if (locale === "fr") return __fr.species_col_change(inputs)
	if (locale === "it") return __it.species_col_change(inputs)
	if (locale === "pt") return __pt.species_col_change(inputs)
	if (locale === "el") return __el.species_col_change(inputs)
	if (locale === "hr") return __hr.species_col_change(inputs)
	return __en.species_col_change(inputs)
});
/**
* | output |
* | --- |
* | "Scientific name" |
*
* @param {Species_Col_ScientificInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_col_scientific = /** @type {((inputs?: Species_Col_ScientificInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Col_ScientificInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_col_scientific(inputs)
	if (locale === "fr") return __fr.species_col_scientific(inputs)
	if (locale === "it") return __it.species_col_scientific(inputs)
	if (locale === "pt") return __pt.species_col_scientific(inputs)
	if (locale === "el") return __el.species_col_scientific(inputs)
	if (locale === "hr") return __hr.species_col_scientific(inputs)
	return __en.species_col_scientific(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} species" |
* | * | "{count} species" |
*
* @param {Species_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_count = /** @type {((inputs: Species_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_count(inputs)
	if (locale === "fr") return __fr.species_count(inputs)
	if (locale === "it") return __it.species_count(inputs)
	if (locale === "pt") return __pt.species_count(inputs)
	if (locale === "el") return __el.species_count(inputs)
	if (locale === "hr") return __hr.species_count(inputs)
	return __en.species_count(inputs)
});
/**
* | output |
* | --- |
* | "CSV file (with the columns of the species table catchd ships)" |
*
* @param {Species_Csv_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_csv_file = /** @type {((inputs?: Species_Csv_FileInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Csv_FileInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_csv_file(inputs)
	if (locale === "fr") return __fr.species_csv_file(inputs)
	if (locale === "it") return __it.species_csv_file(inputs)
	if (locale === "pt") return __pt.species_csv_file(inputs)
	if (locale === "el") return __el.species_csv_file(inputs)
	if (locale === "hr") return __hr.species_csv_file(inputs)
	return __en.species_csv_file(inputs)
});
/**
* | output |
* | --- |
* | "Deepest (bronze or better)" |
*
* @param {Species_Deepest_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_deepest_bronze = /** @type {((inputs?: Species_Deepest_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Deepest_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_deepest_bronze(inputs)
	if (locale === "fr") return __fr.species_deepest_bronze(inputs)
	if (locale === "it") return __it.species_deepest_bronze(inputs)
	if (locale === "pt") return __pt.species_deepest_bronze(inputs)
	if (locale === "el") return __el.species_deepest_bronze(inputs)
	if (locale === "hr") return __hr.species_deepest_bronze(inputs)
	return __en.species_deepest_bronze(inputs)
});
/**
* | output |
* | --- |
* | "Edit {species}" |
*
* @param {Species_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_edit_title = /** @type {((inputs: Species_Edit_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Edit_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_edit_title(inputs)
	if (locale === "fr") return __fr.species_edit_title(inputs)
	if (locale === "it") return __it.species_edit_title(inputs)
	if (locale === "pt") return __pt.species_edit_title(inputs)
	if (locale === "el") return __el.species_edit_title(inputs)
	if (locale === "hr") return __hr.species_edit_title(inputs)
	return __en.species_edit_title(inputs)
});
/**
* | output |
* | --- |
* | "English name" |
*
* @param {Species_English_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_english_name = /** @type {((inputs?: Species_English_NameInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_English_NameInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_english_name(inputs)
	if (locale === "fr") return __fr.species_english_name(inputs)
	if (locale === "it") return __it.species_english_name(inputs)
	if (locale === "pt") return __pt.species_english_name(inputs)
	if (locale === "el") return __el.species_english_name(inputs)
	if (locale === "hr") return __hr.species_english_name(inputs)
	return __en.species_english_name(inputs)
});
/**
* | output |
* | --- |
* | "Find a species" |
*
* @param {Species_FindInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_find = /** @type {((inputs?: Species_FindInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_FindInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_find(inputs)
	if (locale === "fr") return __fr.species_find(inputs)
	if (locale === "it") return __it.species_find(inputs)
	if (locale === "pt") return __pt.species_find(inputs)
	if (locale === "el") return __el.species_find(inputs)
	if (locale === "hr") return __hr.species_find(inputs)
	return __en.species_find(inputs)
});
/**
* | output |
* | --- |
* | "Find a species by any name" |
*
* @param {Species_Find_By_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_find_by_name = /** @type {((inputs?: Species_Find_By_NameInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Find_By_NameInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_find_by_name(inputs)
	if (locale === "fr") return __fr.species_find_by_name(inputs)
	if (locale === "it") return __it.species_find_by_name(inputs)
	if (locale === "pt") return __pt.species_find_by_name(inputs)
	if (locale === "el") return __el.species_find_by_name(inputs)
	if (locale === "hr") return __hr.species_find_by_name(inputs)
	return __en.species_find_by_name(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} species, heaviest first." |
* | * | "{count} species, heaviest first." |
*
* @param {Species_Heaviest_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_heaviest_first = /** @type {((inputs: Species_Heaviest_FirstInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Heaviest_FirstInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_heaviest_first(inputs)
	if (locale === "fr") return __fr.species_heaviest_first(inputs)
	if (locale === "it") return __it.species_heaviest_first(inputs)
	if (locale === "pt") return __pt.species_heaviest_first(inputs)
	if (locale === "el") return __el.species_heaviest_first(inputs)
	if (locale === "hr") return __hr.species_heaviest_first(inputs)
	return __en.species_heaviest_first(inputs)
});
/**
* | output |
* | --- |
* | "Import a CSV file" |
*
* @param {Species_Import_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_import_csv = /** @type {((inputs?: Species_Import_CsvInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Import_CsvInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_import_csv(inputs)
	if (locale === "fr") return __fr.species_import_csv(inputs)
	if (locale === "it") return __it.species_import_csv(inputs)
	if (locale === "pt") return __pt.species_import_csv(inputs)
	if (locale === "el") return __el.species_import_csv(inputs)
	if (locale === "hr") return __hr.species_import_csv(inputs)
	return __en.species_import_csv(inputs)
});
/**
* | output |
* | --- |
* | "Import species from a CSV file" |
*
* @param {Species_Import_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_import_heading = /** @type {((inputs?: Species_Import_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Import_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_import_heading(inputs)
	if (locale === "fr") return __fr.species_import_heading(inputs)
	if (locale === "it") return __it.species_import_heading(inputs)
	if (locale === "pt") return __pt.species_import_heading(inputs)
	if (locale === "el") return __el.species_import_heading(inputs)
	if (locale === "hr") return __hr.species_import_heading(inputs)
	return __en.species_import_heading(inputs)
});
/**
* | output |
* | --- |
* | "{add} to add, {update} to update, {unchanged} unchanged, {rejected}." |
*
* @param {Species_Import_PreviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_import_preview = /** @type {((inputs: Species_Import_PreviewInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Import_PreviewInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_import_preview(inputs)
	if (locale === "fr") return __fr.species_import_preview(inputs)
	if (locale === "it") return __it.species_import_preview(inputs)
	if (locale === "pt") return __pt.species_import_preview(inputs)
	if (locale === "el") return __el.species_import_preview(inputs)
	if (locale === "hr") return __hr.species_import_preview(inputs)
	return __en.species_import_preview(inputs)
});
/**
* | output |
* | --- |
* | "Import species" |
*
* @param {Species_Import_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_import_title = /** @type {((inputs?: Species_Import_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Import_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_import_title(inputs)
	if (locale === "fr") return __fr.species_import_title(inputs)
	if (locale === "it") return __it.species_import_title(inputs)
	if (locale === "pt") return __pt.species_import_title(inputs)
	if (locale === "el") return __el.species_import_title(inputs)
	if (locale === "hr") return __hr.species_import_title(inputs)
	return __en.species_import_title(inputs)
});
/**
* | output |
* | --- |
* | "Imported: {added} added, {updated} updated, {unchanged} unchanged." |
*
* @param {Species_ImportedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_imported = /** @type {((inputs: Species_ImportedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_ImportedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_imported(inputs)
	if (locale === "fr") return __fr.species_imported(inputs)
	if (locale === "it") return __it.species_imported(inputs)
	if (locale === "pt") return __pt.species_imported(inputs)
	if (locale === "el") return __el.species_imported(inputs)
	if (locale === "hr") return __hr.species_imported(inputs)
	return __en.species_imported(inputs)
});
/**
* | output |
* | --- |
* | "Latest verified catches" |
*
* @param {Species_Latest_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_latest_verified = /** @type {((inputs?: Species_Latest_VerifiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Latest_VerifiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_latest_verified(inputs)
	if (locale === "fr") return __fr.species_latest_verified(inputs)
	if (locale === "it") return __it.species_latest_verified(inputs)
	if (locale === "pt") return __pt.species_latest_verified(inputs)
	if (locale === "el") return __el.species_latest_verified(inputs)
	if (locale === "hr") return __hr.species_latest_verified(inputs)
	return __en.species_latest_verified(inputs)
});
/**
* | output |
* | --- |
* | "Licence" |
*
* @param {Species_LicenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_licence = /** @type {((inputs?: Species_LicenceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_LicenceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_licence(inputs)
	if (locale === "fr") return __fr.species_licence(inputs)
	if (locale === "it") return __it.species_licence(inputs)
	if (locale === "pt") return __pt.species_licence(inputs)
	if (locale === "el") return __el.species_licence(inputs)
	if (locale === "hr") return __hr.species_licence(inputs)
	return __en.species_licence(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} catch logged" |
* | * | "{count} catches logged" |
*
* @param {Species_LoggedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_logged = /** @type {((inputs: Species_LoggedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_LoggedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_logged(inputs)
	if (locale === "fr") return __fr.species_logged(inputs)
	if (locale === "it") return __it.species_logged(inputs)
	if (locale === "pt") return __pt.species_logged(inputs)
	if (locale === "el") return __el.species_logged(inputs)
	if (locale === "hr") return __hr.species_logged(inputs)
	return __en.species_logged(inputs)
});
/**
* | output |
* | --- |
* | "Names" |
*
* @param {Species_NamesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_names = /** @type {((inputs?: Species_NamesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_NamesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_names(inputs)
	if (locale === "fr") return __fr.species_names(inputs)
	if (locale === "it") return __it.species_names(inputs)
	if (locale === "pt") return __pt.species_names(inputs)
	if (locale === "el") return __el.species_names(inputs)
	if (locale === "hr") return __hr.species_names(inputs)
	return __en.species_names(inputs)
});
/**
* | output |
* | --- |
* | "Names you change are credited to this club (source “local”)." |
*
* @param {Species_Names_CreditedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_names_credited = /** @type {((inputs?: Species_Names_CreditedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Names_CreditedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_names_credited(inputs)
	if (locale === "fr") return __fr.species_names_credited(inputs)
	if (locale === "it") return __it.species_names_credited(inputs)
	if (locale === "pt") return __pt.species_names_credited(inputs)
	if (locale === "el") return __el.species_names_credited(inputs)
	if (locale === "hr") return __hr.species_names_credited(inputs)
	return __en.species_names_credited(inputs)
});
/**
* | output |
* | --- |
* | "Names above: {licence}" |
*
* @param {Species_Names_LicenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_names_licence = /** @type {((inputs: Species_Names_LicenceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Names_LicenceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_names_licence(inputs)
	if (locale === "fr") return __fr.species_names_licence(inputs)
	if (locale === "it") return __it.species_names_licence(inputs)
	if (locale === "pt") return __pt.species_names_licence(inputs)
	if (locale === "el") return __el.species_names_licence(inputs)
	if (locale === "hr") return __hr.species_names_licence(inputs)
	return __en.species_names_licence(inputs)
});
/**
* | output |
* | --- |
* | "No catches yet." |
*
* @param {Species_No_Catches_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_no_catches_yet = /** @type {((inputs?: Species_No_Catches_YetInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_No_Catches_YetInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_no_catches_yet(inputs)
	if (locale === "fr") return __fr.species_no_catches_yet(inputs)
	if (locale === "it") return __it.species_no_catches_yet(inputs)
	if (locale === "pt") return __pt.species_no_catches_yet(inputs)
	if (locale === "el") return __el.species_no_catches_yet(inputs)
	if (locale === "hr") return __hr.species_no_catches_yet(inputs)
	return __en.species_no_catches_yet(inputs)
});
/**
* | output |
* | --- |
* | "no licence given" |
*
* @param {Species_No_LicenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_no_licence = /** @type {((inputs?: Species_No_LicenceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_No_LicenceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_no_licence(inputs)
	if (locale === "fr") return __fr.species_no_licence(inputs)
	if (locale === "it") return __it.species_no_licence(inputs)
	if (locale === "pt") return __pt.species_no_licence(inputs)
	if (locale === "el") return __el.species_no_licence(inputs)
	if (locale === "hr") return __hr.species_no_licence(inputs)
	return __en.species_no_licence(inputs)
});
/**
* | output |
* | --- |
* | "No published record." |
*
* @param {Species_No_Published_RecordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_no_published_record = /** @type {((inputs?: Species_No_Published_RecordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_No_Published_RecordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_no_published_record(inputs)
	if (locale === "fr") return __fr.species_no_published_record(inputs)
	if (locale === "it") return __it.species_no_published_record(inputs)
	if (locale === "pt") return __pt.species_no_published_record(inputs)
	if (locale === "el") return __el.species_no_published_record(inputs)
	if (locale === "hr") return __hr.species_no_published_record(inputs)
	return __en.species_no_published_record(inputs)
});
/**
* | output |
* | --- |
* | "none yet" |
*
* @param {Species_None_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_none_yet = /** @type {((inputs?: Species_None_YetInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_None_YetInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_none_yet(inputs)
	if (locale === "fr") return __fr.species_none_yet(inputs)
	if (locale === "it") return __it.species_none_yet(inputs)
	if (locale === "pt") return __pt.species_none_yet(inputs)
	if (locale === "el") return __el.species_none_yet(inputs)
	if (locale === "hr") return __hr.species_none_yet(inputs)
	return __en.species_none_yet(inputs)
});
/**
* | output |
* | --- |
* | "None yet." |
*
* @param {Species_None_Yet_SentenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_none_yet_sentence = /** @type {((inputs?: Species_None_Yet_SentenceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_None_Yet_SentenceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_none_yet_sentence(inputs)
	if (locale === "fr") return __fr.species_none_yet_sentence(inputs)
	if (locale === "it") return __it.species_none_yet_sentence(inputs)
	if (locale === "pt") return __pt.species_none_yet_sentence(inputs)
	if (locale === "el") return __el.species_none_yet_sentence(inputs)
	if (locale === "hr") return __hr.species_none_yet_sentence(inputs)
	return __en.species_none_yet_sentence(inputs)
});
/**
* | output |
* | --- |
* | "Other names, one per line as “lang: name”" |
*
* @param {Species_Other_NamesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_other_names = /** @type {((inputs?: Species_Other_NamesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Other_NamesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_other_names(inputs)
	if (locale === "fr") return __fr.species_other_names(inputs)
	if (locale === "it") return __it.species_other_names(inputs)
	if (locale === "pt") return __pt.species_other_names(inputs)
	if (locale === "el") return __el.species_other_names(inputs)
	if (locale === "hr") return __hr.species_other_names(inputs)
	return __en.species_other_names(inputs)
});
/**
* | output |
* | --- |
* | "Photo" |
*
* @param {Species_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_photo = /** @type {((inputs?: Species_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_PhotoInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_photo(inputs)
	if (locale === "fr") return __fr.species_photo(inputs)
	if (locale === "it") return __it.species_photo(inputs)
	if (locale === "pt") return __pt.species_photo(inputs)
	if (locale === "el") return __el.species_photo(inputs)
	if (locale === "hr") return __hr.species_photo(inputs)
	return __en.species_photo(inputs)
});
/**
* | output |
* | --- |
* | "Preview the changes" |
*
* @param {Species_Preview_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_preview_changes = /** @type {((inputs?: Species_Preview_ChangesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Preview_ChangesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_preview_changes(inputs)
	if (locale === "fr") return __fr.species_preview_changes(inputs)
	if (locale === "it") return __it.species_preview_changes(inputs)
	if (locale === "pt") return __pt.species_preview_changes(inputs)
	if (locale === "el") return __el.species_preview_changes(inputs)
	if (locale === "hr") return __hr.species_preview_changes(inputs)
	return __en.species_preview_changes(inputs)
});
/**
* | output |
* | --- |
* | "{measure} by {link}" |
*
* @param {Species_Record_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_record_by = /** @type {((inputs: Species_Record_ByInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Record_ByInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_record_by(inputs)
	if (locale === "fr") return __fr.species_record_by(inputs)
	if (locale === "it") return __it.species_record_by(inputs)
	if (locale === "pt") return __pt.species_record_by(inputs)
	if (locale === "el") return __el.species_record_by(inputs)
	if (locale === "hr") return __hr.species_record_by(inputs)
	return __en.species_record_by(inputs)
});
/**
* | output |
* | --- |
* | "Records here" |
*
* @param {Species_Records_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_records_here = /** @type {((inputs?: Species_Records_HereInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Records_HereInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_records_here(inputs)
	if (locale === "fr") return __fr.species_records_here(inputs)
	if (locale === "it") return __it.species_records_here(inputs)
	if (locale === "pt") return __pt.species_records_here(inputs)
	if (locale === "el") return __el.species_records_here(inputs)
	if (locale === "hr") return __hr.species_records_here(inputs)
	return __en.species_records_here(inputs)
});
/**
* | output |
* | --- |
* | "Reference records" |
*
* @param {Species_Reference_RecordsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_reference_records = /** @type {((inputs?: Species_Reference_RecordsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Reference_RecordsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_reference_records(inputs)
	if (locale === "fr") return __fr.species_reference_records(inputs)
	if (locale === "it") return __it.species_reference_records(inputs)
	if (locale === "pt") return __pt.species_reference_records(inputs)
	if (locale === "el") return __el.species_reference_records(inputs)
	if (locale === "hr") return __hr.species_reference_records(inputs)
	return __en.species_reference_records(inputs)
});
/**
* | output |
* | --- |
* | "Rejected lines" |
*
* @param {Species_Rejected_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_rejected_label = /** @type {((inputs?: Species_Rejected_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Rejected_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_rejected_label(inputs)
	if (locale === "fr") return __fr.species_rejected_label(inputs)
	if (locale === "it") return __it.species_rejected_label(inputs)
	if (locale === "pt") return __pt.species_rejected_label(inputs)
	if (locale === "el") return __el.species_rejected_label(inputs)
	if (locale === "hr") return __hr.species_rejected_label(inputs)
	return __en.species_rejected_label(inputs)
});
/**
* | output |
* | --- |
* | "Line {line}: {reason}" |
*
* @param {Species_Rejected_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_rejected_line = /** @type {((inputs: Species_Rejected_LineInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Rejected_LineInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_rejected_line(inputs)
	if (locale === "fr") return __fr.species_rejected_line(inputs)
	if (locale === "it") return __it.species_rejected_line(inputs)
	if (locale === "pt") return __pt.species_rejected_line(inputs)
	if (locale === "el") return __el.species_rejected_line(inputs)
	if (locale === "hr") return __hr.species_rejected_line(inputs)
	return __en.species_rejected_line(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} rejected line" |
* | * | "{count} rejected lines" |
*
* @param {Species_Rejected_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_rejected_lines = /** @type {((inputs: Species_Rejected_LinesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Rejected_LinesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_rejected_lines(inputs)
	if (locale === "fr") return __fr.species_rejected_lines(inputs)
	if (locale === "it") return __it.species_rejected_lines(inputs)
	if (locale === "pt") return __pt.species_rejected_lines(inputs)
	if (locale === "el") return __el.species_rejected_lines(inputs)
	if (locale === "hr") return __hr.species_rejected_lines(inputs)
	return __en.species_rejected_lines(inputs)
});
/**
* | output |
* | --- |
* | "Save names" |
*
* @param {Species_Save_NamesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_save_names = /** @type {((inputs?: Species_Save_NamesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Save_NamesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_save_names(inputs)
	if (locale === "fr") return __fr.species_save_names(inputs)
	if (locale === "it") return __it.species_save_names(inputs)
	if (locale === "pt") return __pt.species_save_names(inputs)
	if (locale === "el") return __el.species_save_names(inputs)
	if (locale === "hr") return __hr.species_save_names(inputs)
	return __en.species_save_names(inputs)
});
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Species_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_search = /** @type {((inputs?: Species_SearchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_SearchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_search(inputs)
	if (locale === "fr") return __fr.species_search(inputs)
	if (locale === "it") return __it.species_search(inputs)
	if (locale === "pt") return __pt.species_search(inputs)
	if (locale === "el") return __el.species_search(inputs)
	if (locale === "hr") return __hr.species_search(inputs)
	return __en.species_search(inputs)
});
/**
* | output |
* | --- |
* | "Season in charts" |
*
* @param {Species_Season_In_ChartsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_season_in_charts = /** @type {((inputs?: Species_Season_In_ChartsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Season_In_ChartsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_season_in_charts(inputs)
	if (locale === "fr") return __fr.species_season_in_charts(inputs)
	if (locale === "it") return __it.species_season_in_charts(inputs)
	if (locale === "pt") return __pt.species_season_in_charts(inputs)
	if (locale === "el") return __el.species_season_in_charts(inputs)
	if (locale === "hr") return __hr.species_season_in_charts(inputs)
	return __en.species_season_in_charts(inputs)
});
/**
* | output |
* | --- |
* | "{tier} or better" |
*
* @param {Species_Tier_Or_BetterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_tier_or_better = /** @type {((inputs: Species_Tier_Or_BetterInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Tier_Or_BetterInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_tier_or_better(inputs)
	if (locale === "fr") return __fr.species_tier_or_better(inputs)
	if (locale === "it") return __it.species_tier_or_better(inputs)
	if (locale === "pt") return __pt.species_tier_or_better(inputs)
	if (locale === "el") return __el.species_tier_or_better(inputs)
	if (locale === "hr") return __hr.species_tier_or_better(inputs)
	return __en.species_tier_or_better(inputs)
});
/**
* | output |
* | --- |
* | "Species" |
*
* @param {Species_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_title = /** @type {((inputs?: Species_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_title(inputs)
	if (locale === "fr") return __fr.species_title(inputs)
	if (locale === "it") return __it.species_title(inputs)
	if (locale === "pt") return __pt.species_title(inputs)
	if (locale === "el") return __el.species_title(inputs)
	if (locale === "hr") return __hr.species_title(inputs)
	return __en.species_title(inputs)
});
/**
* | output |
* | --- |
* | "Unknown author" |
*
* @param {Species_Unknown_AuthorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_unknown_author = /** @type {((inputs?: Species_Unknown_AuthorInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Unknown_AuthorInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_unknown_author(inputs)
	if (locale === "fr") return __fr.species_unknown_author(inputs)
	if (locale === "it") return __it.species_unknown_author(inputs)
	if (locale === "pt") return __pt.species_unknown_author(inputs)
	if (locale === "el") return __el.species_unknown_author(inputs)
	if (locale === "hr") return __hr.species_unknown_author(inputs)
	return __en.species_unknown_author(inputs)
});
/**
* | output |
* | --- |
* | "A verified catch by {diver}" |
*
* @param {Species_Verified_Catch_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_verified_catch_by = /** @type {((inputs: Species_Verified_Catch_ByInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Verified_Catch_ByInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_verified_catch_by(inputs)
	if (locale === "fr") return __fr.species_verified_catch_by(inputs)
	if (locale === "it") return __it.species_verified_catch_by(inputs)
	if (locale === "pt") return __pt.species_verified_catch_by(inputs)
	if (locale === "el") return __el.species_verified_catch_by(inputs)
	if (locale === "hr") return __hr.species_verified_catch_by(inputs)
	return __en.species_verified_catch_by(inputs)
});
/**
* | output |
* | --- |
* | "Weights in a chart" |
*
* @param {Species_Weights_ChartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_weights_chart = /** @type {((inputs?: Species_Weights_ChartInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Weights_ChartInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.species_weights_chart(inputs)
	if (locale === "fr") return __fr.species_weights_chart(inputs)
	if (locale === "it") return __it.species_weights_chart(inputs)
	if (locale === "pt") return __pt.species_weights_chart(inputs)
	if (locale === "el") return __el.species_weights_chart(inputs)
	if (locale === "hr") return __hr.species_weights_chart(inputs)
	return __en.species_weights_chart(inputs)
});
/**
* | output |
* | --- |
* | "Active divers by month" |
*
* @param {Stats_Active_Divers_By_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_active_divers_by_month = /** @type {((inputs?: Stats_Active_Divers_By_MonthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Active_Divers_By_MonthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_active_divers_by_month(inputs)
	if (locale === "fr") return __fr.stats_active_divers_by_month(inputs)
	if (locale === "it") return __it.stats_active_divers_by_month(inputs)
	if (locale === "pt") return __pt.stats_active_divers_by_month(inputs)
	if (locale === "el") return __el.stats_active_divers_by_month(inputs)
	if (locale === "hr") return __hr.stats_active_divers_by_month(inputs)
	return __en.stats_active_divers_by_month(inputs)
});
/**
* | output |
* | --- |
* | "The club’s charts are for its admins while the boards are not public." |
*
* @param {Stats_Admins_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_admins_only = /** @type {((inputs?: Stats_Admins_OnlyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Admins_OnlyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_admins_only(inputs)
	if (locale === "fr") return __fr.stats_admins_only(inputs)
	if (locale === "it") return __it.stats_admins_only(inputs)
	if (locale === "pt") return __pt.stats_admins_only(inputs)
	if (locale === "el") return __el.stats_admins_only(inputs)
	if (locale === "hr") return __hr.stats_admins_only(inputs)
	return __en.stats_admins_only(inputs)
});
/**
* | output |
* | --- |
* | "Each dot beat every earlier catch of its species; the line is the heaviest so far. Latest: {species}, {weight}." |
*
* @param {Stats_Bests_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_bests_summary = /** @type {((inputs: Stats_Bests_SummaryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Bests_SummaryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_bests_summary(inputs)
	if (locale === "fr") return __fr.stats_bests_summary(inputs)
	if (locale === "it") return __it.stats_bests_summary(inputs)
	if (locale === "pt") return __pt.stats_bests_summary(inputs)
	if (locale === "el") return __el.stats_bests_summary(inputs)
	if (locale === "hr") return __hr.stats_bests_summary(inputs)
	return __en.stats_bests_summary(inputs)
});
/**
* | output |
* | --- |
* | "Personal bests over time ({unit})" |
*
* @param {Stats_Bests_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_bests_title = /** @type {((inputs: Stats_Bests_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Bests_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_bests_title(inputs)
	if (locale === "fr") return __fr.stats_bests_title(inputs)
	if (locale === "it") return __it.stats_bests_title(inputs)
	if (locale === "pt") return __pt.stats_bests_title(inputs)
	if (locale === "el") return __el.stats_bests_title(inputs)
	if (locale === "hr") return __hr.stats_bests_title(inputs)
	return __en.stats_bests_title(inputs)
});
/**
* | output |
* | --- |
* | "Catches by month" |
*
* @param {Stats_Catches_By_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_catches_by_month = /** @type {((inputs?: Stats_Catches_By_MonthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Catches_By_MonthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_catches_by_month(inputs)
	if (locale === "fr") return __fr.stats_catches_by_month(inputs)
	if (locale === "it") return __it.stats_catches_by_month(inputs)
	if (locale === "pt") return __pt.stats_catches_by_month(inputs)
	if (locale === "el") return __el.stats_catches_by_month(inputs)
	if (locale === "hr") return __hr.stats_catches_by_month(inputs)
	return __en.stats_catches_by_month(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} catch" |
* | * | "{count} catches" |
*
* @param {Stats_Catches_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_catches_count = /** @type {((inputs: Stats_Catches_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Catches_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_catches_count(inputs)
	if (locale === "fr") return __fr.stats_catches_count(inputs)
	if (locale === "it") return __it.stats_catches_count(inputs)
	if (locale === "pt") return __pt.stats_catches_count(inputs)
	if (locale === "el") return __el.stats_catches_count(inputs)
	if (locale === "hr") return __hr.stats_catches_count(inputs)
	return __en.stats_catches_count(inputs)
});
/**
* | output |
* | --- |
* | "club" |
*
* @param {Stats_Club_MarkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_club_mark = /** @type {((inputs?: Stats_Club_MarkInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Club_MarkInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_club_mark(inputs)
	if (locale === "fr") return __fr.stats_club_mark(inputs)
	if (locale === "it") return __it.stats_club_mark(inputs)
	if (locale === "pt") return __pt.stats_club_mark(inputs)
	if (locale === "el") return __el.stats_club_mark(inputs)
	if (locale === "hr") return __hr.stats_club_mark(inputs)
	return __en.stats_club_mark(inputs)
});
/**
* | output |
* | --- |
* | "The club’s season" |
*
* @param {Stats_Club_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_club_season = /** @type {((inputs?: Stats_Club_SeasonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Club_SeasonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_club_season(inputs)
	if (locale === "fr") return __fr.stats_club_season(inputs)
	if (locale === "it") return __it.stats_club_season(inputs)
	if (locale === "pt") return __pt.stats_club_season(inputs)
	if (locale === "el") return __el.stats_club_season(inputs)
	if (locale === "hr") return __hr.stats_club_season(inputs)
	return __en.stats_club_season(inputs)
});
/**
* | output |
* | --- |
* | "The club’s {year} season" |
*
* @param {Stats_Club_Season_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_club_season_title = /** @type {((inputs: Stats_Club_Season_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Club_Season_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_club_season_title(inputs)
	if (locale === "fr") return __fr.stats_club_season_title(inputs)
	if (locale === "it") return __it.stats_club_season_title(inputs)
	if (locale === "pt") return __pt.stats_club_season_title(inputs)
	if (locale === "el") return __el.stats_club_season_title(inputs)
	if (locale === "hr") return __hr.stats_club_season_title(inputs)
	return __en.stats_club_season_title(inputs)
});
/**
* | output |
* | --- |
* | "{catches} by {divers} in {year}." |
*
* @param {Stats_Club_TotalsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_club_totals = /** @type {((inputs: Stats_Club_TotalsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Club_TotalsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_club_totals(inputs)
	if (locale === "fr") return __fr.stats_club_totals(inputs)
	if (locale === "it") return __it.stats_club_totals(inputs)
	if (locale === "pt") return __pt.stats_club_totals(inputs)
	if (locale === "el") return __el.stats_club_totals(inputs)
	if (locale === "hr") return __hr.stats_club_totals(inputs)
	return __en.stats_club_totals(inputs)
});
/**
* | output |
* | --- |
* | "Active divers" |
*
* @param {Stats_Col_Active_DiversInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_col_active_divers = /** @type {((inputs?: Stats_Col_Active_DiversInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_Active_DiversInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_col_active_divers(inputs)
	if (locale === "fr") return __fr.stats_col_active_divers(inputs)
	if (locale === "it") return __it.stats_col_active_divers(inputs)
	if (locale === "pt") return __pt.stats_col_active_divers(inputs)
	if (locale === "el") return __el.stats_col_active_divers(inputs)
	if (locale === "hr") return __hr.stats_col_active_divers(inputs)
	return __en.stats_col_active_divers(inputs)
});
/**
* | output |
* | --- |
* | "Catches" |
*
* @param {Stats_Col_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_col_catches = /** @type {((inputs?: Stats_Col_CatchesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_CatchesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_col_catches(inputs)
	if (locale === "fr") return __fr.stats_col_catches(inputs)
	if (locale === "it") return __it.stats_col_catches(inputs)
	if (locale === "pt") return __pt.stats_col_catches(inputs)
	if (locale === "el") return __el.stats_col_catches(inputs)
	if (locale === "hr") return __hr.stats_col_catches(inputs)
	return __en.stats_col_catches(inputs)
});
/**
* | output |
* | --- |
* | "Club record" |
*
* @param {Stats_Col_Club_RecordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_col_club_record = /** @type {((inputs?: Stats_Col_Club_RecordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_Club_RecordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_col_club_record(inputs)
	if (locale === "fr") return __fr.stats_col_club_record(inputs)
	if (locale === "it") return __it.stats_col_club_record(inputs)
	if (locale === "pt") return __pt.stats_col_club_record(inputs)
	if (locale === "el") return __el.stats_col_club_record(inputs)
	if (locale === "hr") return __hr.stats_col_club_record(inputs)
	return __en.stats_col_club_record(inputs)
});
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Stats_Col_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_col_date = /** @type {((inputs?: Stats_Col_DateInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_DateInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_col_date(inputs)
	if (locale === "fr") return __fr.stats_col_date(inputs)
	if (locale === "it") return __it.stats_col_date(inputs)
	if (locale === "pt") return __pt.stats_col_date(inputs)
	if (locale === "el") return __el.stats_col_date(inputs)
	if (locale === "hr") return __hr.stats_col_date(inputs)
	return __en.stats_col_date(inputs)
});
/**
* | output |
* | --- |
* | "Month" |
*
* @param {Stats_Col_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_col_month = /** @type {((inputs?: Stats_Col_MonthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_MonthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_col_month(inputs)
	if (locale === "fr") return __fr.stats_col_month(inputs)
	if (locale === "it") return __it.stats_col_month(inputs)
	if (locale === "pt") return __pt.stats_col_month(inputs)
	if (locale === "el") return __el.stats_col_month(inputs)
	if (locale === "hr") return __hr.stats_col_month(inputs)
	return __en.stats_col_month(inputs)
});
/**
* | output |
* | --- |
* | "Species" |
*
* @param {Stats_Col_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_col_species = /** @type {((inputs?: Stats_Col_SpeciesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_SpeciesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_col_species(inputs)
	if (locale === "fr") return __fr.stats_col_species(inputs)
	if (locale === "it") return __it.stats_col_species(inputs)
	if (locale === "pt") return __pt.stats_col_species(inputs)
	if (locale === "el") return __el.stats_col_species(inputs)
	if (locale === "hr") return __hr.stats_col_species(inputs)
	return __en.stats_col_species(inputs)
});
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Stats_Col_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_col_weight = /** @type {((inputs?: Stats_Col_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_col_weight(inputs)
	if (locale === "fr") return __fr.stats_col_weight(inputs)
	if (locale === "it") return __it.stats_col_weight(inputs)
	if (locale === "pt") return __pt.stats_col_weight(inputs)
	if (locale === "el") return __el.stats_col_weight(inputs)
	if (locale === "hr") return __hr.stats_col_weight(inputs)
	return __en.stats_col_weight(inputs)
});
/**
* | output |
* | --- |
* | "Yours" |
*
* @param {Stats_Col_YoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_col_yours = /** @type {((inputs?: Stats_Col_YoursInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_YoursInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_col_yours(inputs)
	if (locale === "fr") return __fr.stats_col_yours(inputs)
	if (locale === "it") return __it.stats_col_yours(inputs)
	if (locale === "pt") return __pt.stats_col_yours(inputs)
	if (locale === "el") return __el.stats_col_yours(inputs)
	if (locale === "hr") return __hr.stats_col_yours(inputs)
	return __en.stats_col_yours(inputs)
});
/**
* | output |
* | --- |
* | "Deepest against the club’s record" |
*
* @param {Stats_Deepest_Against_ClubInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_deepest_against_club = /** @type {((inputs?: Stats_Deepest_Against_ClubInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Deepest_Against_ClubInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_deepest_against_club(inputs)
	if (locale === "fr") return __fr.stats_deepest_against_club(inputs)
	if (locale === "it") return __it.stats_deepest_against_club(inputs)
	if (locale === "pt") return __pt.stats_deepest_against_club(inputs)
	if (locale === "el") return __el.stats_deepest_against_club(inputs)
	if (locale === "hr") return __hr.stats_deepest_against_club(inputs)
	return __en.stats_deepest_against_club(inputs)
});
/**
* | output |
* | --- |
* | "{diver}’s season" |
*
* @param {Stats_Diver_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_diver_season = /** @type {((inputs: Stats_Diver_SeasonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Diver_SeasonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_diver_season(inputs)
	if (locale === "fr") return __fr.stats_diver_season(inputs)
	if (locale === "it") return __it.stats_diver_season(inputs)
	if (locale === "pt") return __pt.stats_diver_season(inputs)
	if (locale === "el") return __el.stats_diver_season(inputs)
	if (locale === "hr") return __hr.stats_diver_season(inputs)
	return __en.stats_diver_season(inputs)
});
/**
* | output |
* | --- |
* | "{diver}: {year} season" |
*
* @param {Stats_Diver_Season_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_diver_season_title = /** @type {((inputs: Stats_Diver_Season_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Diver_Season_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_diver_season_title(inputs)
	if (locale === "fr") return __fr.stats_diver_season_title(inputs)
	if (locale === "it") return __it.stats_diver_season_title(inputs)
	if (locale === "pt") return __pt.stats_diver_season_title(inputs)
	if (locale === "el") return __el.stats_diver_season_title(inputs)
	if (locale === "hr") return __hr.stats_diver_season_title(inputs)
	return __en.stats_diver_season_title(inputs)
});
/**
* | output |
* | --- |
* | "{catches}, {weight} in {year}." |
*
* @param {Stats_Diver_TotalsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_diver_totals = /** @type {((inputs: Stats_Diver_TotalsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Diver_TotalsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_diver_totals(inputs)
	if (locale === "fr") return __fr.stats_diver_totals(inputs)
	if (locale === "it") return __it.stats_diver_totals(inputs)
	if (locale === "pt") return __pt.stats_diver_totals(inputs)
	if (locale === "el") return __el.stats_diver_totals(inputs)
	if (locale === "hr") return __hr.stats_diver_totals(inputs)
	return __en.stats_diver_totals(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} diver" |
* | * | "{count} divers" |
*
* @param {Stats_Divers_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_divers_count = /** @type {((inputs: Stats_Divers_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Divers_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_divers_count(inputs)
	if (locale === "fr") return __fr.stats_divers_count(inputs)
	if (locale === "it") return __it.stats_divers_count(inputs)
	if (locale === "pt") return __pt.stats_divers_count(inputs)
	if (locale === "el") return __el.stats_divers_count(inputs)
	if (locale === "hr") return __hr.stats_divers_count(inputs)
	return __en.stats_divers_count(inputs)
});
/**
* | output |
* | --- |
* | "Heaviest against the club’s record" |
*
* @param {Stats_Heaviest_Against_ClubInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_heaviest_against_club = /** @type {((inputs?: Stats_Heaviest_Against_ClubInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Heaviest_Against_ClubInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_heaviest_against_club(inputs)
	if (locale === "fr") return __fr.stats_heaviest_against_club(inputs)
	if (locale === "it") return __it.stats_heaviest_against_club(inputs)
	if (locale === "pt") return __pt.stats_heaviest_against_club(inputs)
	if (locale === "el") return __el.stats_heaviest_against_club(inputs)
	if (locale === "hr") return __hr.stats_heaviest_against_club(inputs)
	return __en.stats_heaviest_against_club(inputs)
});
/**
* | output |
* | --- |
* | "{weight} in all." |
*
* @param {Stats_In_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_in_all = /** @type {((inputs: Stats_In_AllInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_In_AllInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_in_all(inputs)
	if (locale === "fr") return __fr.stats_in_all(inputs)
	if (locale === "it") return __it.stats_in_all(inputs)
	if (locale === "pt") return __pt.stats_in_all(inputs)
	if (locale === "el") return __el.stats_in_all(inputs)
	if (locale === "hr") return __hr.stats_in_all(inputs)
	return __en.stats_in_all(inputs)
});
/**
* | output |
* | --- |
* | "{species}; {name} most often ({count} of {total})." |
*
* @param {Stats_Mix_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_mix_summary = /** @type {((inputs: Stats_Mix_SummaryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Mix_SummaryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_mix_summary(inputs)
	if (locale === "fr") return __fr.stats_mix_summary(inputs)
	if (locale === "it") return __it.stats_mix_summary(inputs)
	if (locale === "pt") return __pt.stats_mix_summary(inputs)
	if (locale === "el") return __el.stats_mix_summary(inputs)
	if (locale === "hr") return __hr.stats_mix_summary(inputs)
	return __en.stats_mix_summary(inputs)
});
/**
* | output |
* | --- |
* | "Most catches in {month}: {count}." |
*
* @param {Stats_Most_Catches_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_most_catches_in = /** @type {((inputs: Stats_Most_Catches_InInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Most_Catches_InInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_most_catches_in(inputs)
	if (locale === "fr") return __fr.stats_most_catches_in(inputs)
	if (locale === "it") return __it.stats_most_catches_in(inputs)
	if (locale === "pt") return __pt.stats_most_catches_in(inputs)
	if (locale === "el") return __el.stats_most_catches_in(inputs)
	if (locale === "hr") return __hr.stats_most_catches_in(inputs)
	return __en.stats_most_catches_in(inputs)
});
/**
* | output |
* | --- |
* | "Most active divers in {month}: {count}." |
*
* @param {Stats_Most_Divers_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_most_divers_in = /** @type {((inputs: Stats_Most_Divers_InInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Most_Divers_InInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_most_divers_in(inputs)
	if (locale === "fr") return __fr.stats_most_divers_in(inputs)
	if (locale === "it") return __it.stats_most_divers_in(inputs)
	if (locale === "pt") return __pt.stats_most_divers_in(inputs)
	if (locale === "el") return __el.stats_most_divers_in(inputs)
	if (locale === "hr") return __hr.stats_most_divers_in(inputs)
	return __en.stats_most_divers_in(inputs)
});
/**
* | output |
* | --- |
* | "No catches yet." |
*
* @param {Stats_No_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_no_catches = /** @type {((inputs?: Stats_No_CatchesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_No_CatchesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_no_catches(inputs)
	if (locale === "fr") return __fr.stats_no_catches(inputs)
	if (locale === "it") return __it.stats_no_catches(inputs)
	if (locale === "pt") return __pt.stats_no_catches(inputs)
	if (locale === "el") return __el.stats_no_catches(inputs)
	if (locale === "hr") return __hr.stats_no_catches(inputs)
	return __en.stats_no_catches(inputs)
});
/**
* | output |
* | --- |
* | "No catches logged in these months." |
*
* @param {Stats_No_Catches_MonthsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_no_catches_months = /** @type {((inputs?: Stats_No_Catches_MonthsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_No_Catches_MonthsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_no_catches_months(inputs)
	if (locale === "fr") return __fr.stats_no_catches_months(inputs)
	if (locale === "it") return __it.stats_no_catches_months(inputs)
	if (locale === "pt") return __pt.stats_no_catches_months(inputs)
	if (locale === "el") return __el.stats_no_catches_months(inputs)
	if (locale === "hr") return __hr.stats_no_catches_months(inputs)
	return __en.stats_no_catches_months(inputs)
});
/**
* | output |
* | --- |
* | "bronze record" |
*
* @param {Stats_Record_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_record_bronze = /** @type {((inputs?: Stats_Record_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Record_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_record_bronze(inputs)
	if (locale === "fr") return __fr.stats_record_bronze(inputs)
	if (locale === "it") return __it.stats_record_bronze(inputs)
	if (locale === "pt") return __pt.stats_record_bronze(inputs)
	if (locale === "el") return __el.stats_record_bronze(inputs)
	if (locale === "hr") return __hr.stats_record_bronze(inputs)
	return __en.stats_record_bronze(inputs)
});
/**
* | output |
* | --- |
* | "gold record" |
*
* @param {Stats_Record_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_record_gold = /** @type {((inputs?: Stats_Record_GoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Record_GoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_record_gold(inputs)
	if (locale === "fr") return __fr.stats_record_gold(inputs)
	if (locale === "it") return __it.stats_record_gold(inputs)
	if (locale === "pt") return __pt.stats_record_gold(inputs)
	if (locale === "el") return __el.stats_record_gold(inputs)
	if (locale === "hr") return __hr.stats_record_gold(inputs)
	return __en.stats_record_gold(inputs)
});
/**
* | output |
* | --- |
* | "Club record held in {held} of {shown}; the marks are the club’s records." |
*
* @param {Stats_Record_HeldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_record_held = /** @type {((inputs: Stats_Record_HeldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Record_HeldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_record_held(inputs)
	if (locale === "fr") return __fr.stats_record_held(inputs)
	if (locale === "it") return __it.stats_record_held(inputs)
	if (locale === "pt") return __pt.stats_record_held(inputs)
	if (locale === "el") return __el.stats_record_held(inputs)
	if (locale === "hr") return __hr.stats_record_held(inputs)
	return __en.stats_record_held(inputs)
});
/**
* | output |
* | --- |
* | "silver record" |
*
* @param {Stats_Record_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_record_silver = /** @type {((inputs?: Stats_Record_SilverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Record_SilverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_record_silver(inputs)
	if (locale === "fr") return __fr.stats_record_silver(inputs)
	if (locale === "it") return __it.stats_record_silver(inputs)
	if (locale === "pt") return __pt.stats_record_silver(inputs)
	if (locale === "el") return __el.stats_record_silver(inputs)
	if (locale === "hr") return __hr.stats_record_silver(inputs)
	return __en.stats_record_silver(inputs)
});
/**
* | output |
* | --- |
* | "Season {year}" |
*
* @param {Stats_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_season = /** @type {((inputs: Stats_SeasonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_SeasonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_season(inputs)
	if (locale === "fr") return __fr.stats_season(inputs)
	if (locale === "it") return __it.stats_season(inputs)
	if (locale === "pt") return __pt.stats_season(inputs)
	if (locale === "el") return __el.stats_season(inputs)
	if (locale === "hr") return __hr.stats_season(inputs)
	return __en.stats_season(inputs)
});
/**
* | output |
* | --- |
* | "Seasons" |
*
* @param {Stats_SeasonsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_seasons = /** @type {((inputs?: Stats_SeasonsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_SeasonsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_seasons(inputs)
	if (locale === "fr") return __fr.stats_seasons(inputs)
	if (locale === "it") return __it.stats_seasons(inputs)
	if (locale === "pt") return __pt.stats_seasons(inputs)
	if (locale === "el") return __el.stats_seasons(inputs)
	if (locale === "hr") return __hr.stats_seasons(inputs)
	return __en.stats_seasons(inputs)
});
/**
* | output |
* | --- |
* | "Species mix" |
*
* @param {Stats_Species_MixInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_species_mix = /** @type {((inputs?: Stats_Species_MixInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Species_MixInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_species_mix(inputs)
	if (locale === "fr") return __fr.stats_species_mix(inputs)
	if (locale === "it") return __it.stats_species_mix(inputs)
	if (locale === "pt") return __pt.stats_species_mix(inputs)
	if (locale === "el") return __el.stats_species_mix(inputs)
	if (locale === "hr") return __hr.stats_species_mix(inputs)
	return __en.stats_species_mix(inputs)
});
/**
* | output |
* | --- |
* | "The species" |
*
* @param {Stats_The_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_the_species = /** @type {((inputs?: Stats_The_SpeciesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_The_SpeciesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_the_species(inputs)
	if (locale === "fr") return __fr.stats_the_species(inputs)
	if (locale === "it") return __it.stats_the_species(inputs)
	if (locale === "pt") return __pt.stats_the_species(inputs)
	if (locale === "el") return __el.stats_the_species(inputs)
	if (locale === "hr") return __hr.stats_the_species(inputs)
	return __en.stats_the_species(inputs)
});
/**
* | output |
* | --- |
* | "Stats" |
*
* @param {Stats_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_title = /** @type {((inputs?: Stats_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_title(inputs)
	if (locale === "fr") return __fr.stats_title(inputs)
	if (locale === "it") return __it.stats_title(inputs)
	if (locale === "pt") return __pt.stats_title(inputs)
	if (locale === "el") return __el.stats_title(inputs)
	if (locale === "hr") return __hr.stats_title(inputs)
	return __en.stats_title(inputs)
});
/**
* | output |
* | --- |
* | "Weight landed by month ({unit})" |
*
* @param {Stats_Weight_By_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_weight_by_month = /** @type {((inputs: Stats_Weight_By_MonthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weight_By_MonthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_weight_by_month(inputs)
	if (locale === "fr") return __fr.stats_weight_by_month(inputs)
	if (locale === "it") return __it.stats_weight_by_month(inputs)
	if (locale === "pt") return __pt.stats_weight_by_month(inputs)
	if (locale === "el") return __el.stats_weight_by_month(inputs)
	if (locale === "hr") return __hr.stats_weight_by_month(inputs)
	return __en.stats_weight_by_month(inputs)
});
/**
* | output |
* | --- |
* | "Weights of a species" |
*
* @param {Stats_Weights_Of_A_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_weights_of_a_species = /** @type {((inputs?: Stats_Weights_Of_A_SpeciesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weights_Of_A_SpeciesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_weights_of_a_species(inputs)
	if (locale === "fr") return __fr.stats_weights_of_a_species(inputs)
	if (locale === "it") return __it.stats_weights_of_a_species(inputs)
	if (locale === "pt") return __pt.stats_weights_of_a_species(inputs)
	if (locale === "el") return __el.stats_weights_of_a_species(inputs)
	if (locale === "hr") return __hr.stats_weights_of_a_species(inputs)
	return __en.stats_weights_of_a_species(inputs)
});
/**
* | output |
* | --- |
* | "How many catches weighed how much; the lines mark the records." |
*
* @param {Stats_Weights_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_weights_summary = /** @type {((inputs?: Stats_Weights_SummaryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weights_SummaryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_weights_summary(inputs)
	if (locale === "fr") return __fr.stats_weights_summary(inputs)
	if (locale === "it") return __it.stats_weights_summary(inputs)
	if (locale === "pt") return __pt.stats_weights_summary(inputs)
	if (locale === "el") return __el.stats_weights_summary(inputs)
	if (locale === "hr") return __hr.stats_weights_summary(inputs)
	return __en.stats_weights_summary(inputs)
});
/**
* | output |
* | --- |
* | "How many catches weighed how much; the lines mark the records (none yet)." |
*
* @param {Stats_Weights_Summary_No_RecordsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_weights_summary_no_records = /** @type {((inputs?: Stats_Weights_Summary_No_RecordsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weights_Summary_No_RecordsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_weights_summary_no_records(inputs)
	if (locale === "fr") return __fr.stats_weights_summary_no_records(inputs)
	if (locale === "it") return __it.stats_weights_summary_no_records(inputs)
	if (locale === "pt") return __pt.stats_weights_summary_no_records(inputs)
	if (locale === "el") return __el.stats_weights_summary_no_records(inputs)
	if (locale === "hr") return __hr.stats_weights_summary_no_records(inputs)
	return __en.stats_weights_summary_no_records(inputs)
});
/**
* | output |
* | --- |
* | "Weights of {species} ({unit})" |
*
* @param {Stats_Weights_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_weights_title = /** @type {((inputs: Stats_Weights_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weights_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_weights_title(inputs)
	if (locale === "fr") return __fr.stats_weights_title(inputs)
	if (locale === "it") return __it.stats_weights_title(inputs)
	if (locale === "pt") return __pt.stats_weights_title(inputs)
	if (locale === "el") return __el.stats_weights_title(inputs)
	if (locale === "hr") return __hr.stats_weights_title(inputs)
	return __en.stats_weights_title(inputs)
});
/**
* | output |
* | --- |
* | "world record" |
*
* @param {Stats_World_RecordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_world_record = /** @type {((inputs?: Stats_World_RecordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_World_RecordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_world_record(inputs)
	if (locale === "fr") return __fr.stats_world_record(inputs)
	if (locale === "it") return __it.stats_world_record(inputs)
	if (locale === "pt") return __pt.stats_world_record(inputs)
	if (locale === "el") return __el.stats_world_record(inputs)
	if (locale === "hr") return __hr.stats_world_record(inputs)
	return __en.stats_world_record(inputs)
});
/**
* | output |
* | --- |
* | "Your season" |
*
* @param {Stats_Your_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_your_season = /** @type {((inputs?: Stats_Your_SeasonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Your_SeasonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stats_your_season(inputs)
	if (locale === "fr") return __fr.stats_your_season(inputs)
	if (locale === "it") return __it.stats_your_season(inputs)
	if (locale === "pt") return __pt.stats_your_season(inputs)
	if (locale === "el") return __el.stats_your_season(inputs)
	if (locale === "hr") return __hr.stats_your_season(inputs)
	return __en.stats_your_season(inputs)
});
/**
* | output |
* | --- |
* | "Ask for verification" |
*
* @param {Verify_AskInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_ask = /** @type {((inputs?: Verify_AskInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_AskInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_ask(inputs)
	if (locale === "fr") return __fr.verify_ask(inputs)
	if (locale === "it") return __it.verify_ask(inputs)
	if (locale === "pt") return __pt.verify_ask(inputs)
	if (locale === "el") return __el.verify_ask(inputs)
	if (locale === "hr") return __hr.verify_ask(inputs)
	return __en.verify_ask(inputs)
});
/**
* | output |
* | --- |
* | "asked {time}" |
*
* @param {Verify_AskedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_asked = /** @type {((inputs: Verify_AskedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_AskedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_asked(inputs)
	if (locale === "fr") return __fr.verify_asked(inputs)
	if (locale === "it") return __it.verify_asked(inputs)
	if (locale === "pt") return __pt.verify_asked(inputs)
	if (locale === "el") return __el.verify_asked(inputs)
	if (locale === "hr") return __hr.verify_asked(inputs)
	return __en.verify_asked(inputs)
});
/**
* | output |
* | --- |
* | "Diver’s message: “{note}”" |
*
* @param {Verify_Diver_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_diver_message = /** @type {((inputs: Verify_Diver_MessageInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Diver_MessageInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_diver_message(inputs)
	if (locale === "fr") return __fr.verify_diver_message(inputs)
	if (locale === "it") return __it.verify_diver_message(inputs)
	if (locale === "pt") return __pt.verify_diver_message(inputs)
	if (locale === "el") return __el.verify_diver_message(inputs)
	if (locale === "hr") return __hr.verify_diver_message(inputs)
	return __en.verify_diver_message(inputs)
});
/**
* | output |
* | --- |
* | "Evidence" |
*
* @param {Verify_EvidenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_evidence = /** @type {((inputs?: Verify_EvidenceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_EvidenceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_evidence(inputs)
	if (locale === "fr") return __fr.verify_evidence(inputs)
	if (locale === "it") return __it.verify_evidence(inputs)
	if (locale === "pt") return __pt.verify_evidence(inputs)
	if (locale === "el") return __el.verify_evidence(inputs)
	if (locale === "hr") return __hr.verify_evidence(inputs)
	return __en.verify_evidence(inputs)
});
/**
* | output |
* | --- |
* | "Evidence and grading" |
*
* @param {Verify_Evidence_And_GradingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_evidence_and_grading = /** @type {((inputs?: Verify_Evidence_And_GradingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Evidence_And_GradingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_evidence_and_grading(inputs)
	if (locale === "fr") return __fr.verify_evidence_and_grading(inputs)
	if (locale === "it") return __it.verify_evidence_and_grading(inputs)
	if (locale === "pt") return __pt.verify_evidence_and_grading(inputs)
	if (locale === "el") return __el.verify_evidence_and_grading(inputs)
	if (locale === "hr") return __hr.verify_evidence_and_grading(inputs)
	return __en.verify_evidence_and_grading(inputs)
});
/**
* | output |
* | --- |
* | "Evidence note" |
*
* @param {Verify_Evidence_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_evidence_note = /** @type {((inputs?: Verify_Evidence_NoteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Evidence_NoteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_evidence_note(inputs)
	if (locale === "fr") return __fr.verify_evidence_note(inputs)
	if (locale === "it") return __it.verify_evidence_note(inputs)
	if (locale === "pt") return __pt.verify_evidence_note(inputs)
	if (locale === "el") return __el.verify_evidence_note(inputs)
	if (locale === "hr") return __hr.verify_evidence_note(inputs)
	return __en.verify_evidence_note(inputs)
});
/**
* | output |
* | --- |
* | "the scale’s date must be a real date, not in the future" |
*
* @param {Verify_Gap_Bad_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_bad_date = /** @type {((inputs?: Verify_Gap_Bad_DateInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Bad_DateInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_gap_bad_date(inputs)
	if (locale === "fr") return __fr.verify_gap_bad_date(inputs)
	if (locale === "it") return __it.verify_gap_bad_date(inputs)
	if (locale === "pt") return __pt.verify_gap_bad_date(inputs)
	if (locale === "el") return __el.verify_gap_bad_date(inputs)
	if (locale === "hr") return __hr.verify_gap_bad_date(inputs)
	return __en.verify_gap_bad_date(inputs)
});
/**
* | output |
* | --- |
* | "gold needs a freedive catch: record keepers do not accept scuba catches" |
*
* @param {Verify_Gap_FreediveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_freedive = /** @type {((inputs?: Verify_Gap_FreediveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_FreediveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_gap_freedive(inputs)
	if (locale === "fr") return __fr.verify_gap_freedive(inputs)
	if (locale === "it") return __it.verify_gap_freedive(inputs)
	if (locale === "pt") return __pt.verify_gap_freedive(inputs)
	if (locale === "el") return __el.verify_gap_freedive(inputs)
	if (locale === "hr") return __hr.verify_gap_freedive(inputs)
	return __en.verify_gap_freedive(inputs)
});
/**
* | output |
* | --- |
* | "the witness must be neither the diver nor the verifier" |
*
* @param {Verify_Gap_Interested_WitnessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_interested_witness = /** @type {((inputs?: Verify_Gap_Interested_WitnessInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Interested_WitnessInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_gap_interested_witness(inputs)
	if (locale === "fr") return __fr.verify_gap_interested_witness(inputs)
	if (locale === "it") return __it.verify_gap_interested_witness(inputs)
	if (locale === "pt") return __pt.verify_gap_interested_witness(inputs)
	if (locale === "el") return __el.verify_gap_interested_witness(inputs)
	if (locale === "hr") return __hr.verify_gap_interested_witness(inputs)
	return __en.verify_gap_interested_witness(inputs)
});
/**
* | output |
* | --- |
* | "silver needs a measurement (weight or length) or a witness" |
*
* @param {Verify_Gap_MeasurementInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_measurement = /** @type {((inputs?: Verify_Gap_MeasurementInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_MeasurementInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_gap_measurement(inputs)
	if (locale === "fr") return __fr.verify_gap_measurement(inputs)
	if (locale === "it") return __it.verify_gap_measurement(inputs)
	if (locale === "pt") return __pt.verify_gap_measurement(inputs)
	if (locale === "el") return __el.verify_gap_measurement(inputs)
	if (locale === "hr") return __hr.verify_gap_measurement(inputs)
	return __en.verify_gap_measurement(inputs)
});
/**
* | output |
* | --- |
* | "a cited photo is not a photo of this catch" |
*
* @param {Verify_Gap_Not_This_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_not_this_catch = /** @type {((inputs?: Verify_Gap_Not_This_CatchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Not_This_CatchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_gap_not_this_catch(inputs)
	if (locale === "fr") return __fr.verify_gap_not_this_catch(inputs)
	if (locale === "it") return __it.verify_gap_not_this_catch(inputs)
	if (locale === "pt") return __pt.verify_gap_not_this_catch(inputs)
	if (locale === "el") return __el.verify_gap_not_this_catch(inputs)
	if (locale === "hr") return __hr.verify_gap_not_this_catch(inputs)
	return __en.verify_gap_not_this_catch(inputs)
});
/**
* | output |
* | --- |
* | "{tier} needs a photo of the fish" |
*
* @param {Verify_Gap_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_photo = /** @type {((inputs: Verify_Gap_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_PhotoInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_gap_photo(inputs)
	if (locale === "fr") return __fr.verify_gap_photo(inputs)
	if (locale === "it") return __it.verify_gap_photo(inputs)
	if (locale === "pt") return __pt.verify_gap_photo(inputs)
	if (locale === "el") return __el.verify_gap_photo(inputs)
	if (locale === "hr") return __hr.verify_gap_photo(inputs)
	return __en.verify_gap_photo(inputs)
});
/**
* | output |
* | --- |
* | "gold needs the date the scale was certified" |
*
* @param {Verify_Gap_Scale_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_scale_date = /** @type {((inputs?: Verify_Gap_Scale_DateInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Scale_DateInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_gap_scale_date(inputs)
	if (locale === "fr") return __fr.verify_gap_scale_date(inputs)
	if (locale === "it") return __it.verify_gap_scale_date(inputs)
	if (locale === "pt") return __pt.verify_gap_scale_date(inputs)
	if (locale === "el") return __el.verify_gap_scale_date(inputs)
	if (locale === "hr") return __hr.verify_gap_scale_date(inputs)
	return __en.verify_gap_scale_date(inputs)
});
/**
* | output |
* | --- |
* | "gold needs a photo of the weighing" |
*
* @param {Verify_Gap_Weigh_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_weigh_photo = /** @type {((inputs?: Verify_Gap_Weigh_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Weigh_PhotoInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_gap_weigh_photo(inputs)
	if (locale === "fr") return __fr.verify_gap_weigh_photo(inputs)
	if (locale === "it") return __it.verify_gap_weigh_photo(inputs)
	if (locale === "pt") return __pt.verify_gap_weigh_photo(inputs)
	if (locale === "el") return __el.verify_gap_weigh_photo(inputs)
	if (locale === "hr") return __hr.verify_gap_weigh_photo(inputs)
	return __en.verify_gap_weigh_photo(inputs)
});
/**
* | output |
* | --- |
* | "gold needs a disinterested witness" |
*
* @param {Verify_Gap_WitnessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_witness = /** @type {((inputs?: Verify_Gap_WitnessInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_WitnessInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_gap_witness(inputs)
	if (locale === "fr") return __fr.verify_gap_witness(inputs)
	if (locale === "it") return __it.verify_gap_witness(inputs)
	if (locale === "pt") return __pt.verify_gap_witness(inputs)
	if (locale === "el") return __el.verify_gap_witness(inputs)
	if (locale === "hr") return __hr.verify_gap_witness(inputs)
	return __en.verify_gap_witness(inputs)
});
/**
* | output |
* | --- |
* | "Grade" |
*
* @param {Verify_GradeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_grade = /** @type {((inputs?: Verify_GradeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_GradeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_grade(inputs)
	if (locale === "fr") return __fr.verify_grade(inputs)
	if (locale === "it") return __it.verify_grade(inputs)
	if (locale === "pt") return __pt.verify_grade(inputs)
	if (locale === "el") return __el.verify_grade(inputs)
	if (locale === "hr") return __hr.verify_grade(inputs)
	return __en.verify_grade(inputs)
});
/**
* | output |
* | --- |
* | "Grade {tier}" |
*
* @param {Verify_Grade_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_grade_as = /** @type {((inputs: Verify_Grade_AsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Grade_AsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_grade_as(inputs)
	if (locale === "fr") return __fr.verify_grade_as(inputs)
	if (locale === "it") return __it.verify_grade_as(inputs)
	if (locale === "pt") return __pt.verify_grade_as(inputs)
	if (locale === "el") return __el.verify_grade_as(inputs)
	if (locale === "hr") return __hr.verify_grade_as(inputs)
	return __en.verify_grade_as(inputs)
});
/**
* | output |
* | --- |
* | "Verify: {species}" |
*
* @param {Verify_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_heading = /** @type {((inputs: Verify_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_heading(inputs)
	if (locale === "fr") return __fr.verify_heading(inputs)
	if (locale === "it") return __it.verify_heading(inputs)
	if (locale === "pt") return __pt.verify_heading(inputs)
	if (locale === "el") return __el.verify_heading(inputs)
	if (locale === "hr") return __hr.verify_heading(inputs)
	return __en.verify_heading(inputs)
});
/**
* | output |
* | --- |
* | "History" |
*
* @param {Verify_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_history = /** @type {((inputs?: Verify_HistoryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_HistoryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_history(inputs)
	if (locale === "fr") return __fr.verify_history(inputs)
	if (locale === "it") return __it.verify_history(inputs)
	if (locale === "pt") return __pt.verify_history(inputs)
	if (locale === "el") return __el.verify_history(inputs)
	if (locale === "hr") return __hr.verify_history(inputs)
	return __en.verify_history(inputs)
});
/**
* | output |
* | --- |
* | "What {tier} still lacks" |
*
* @param {Verify_LacksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_lacks = /** @type {((inputs: Verify_LacksInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_LacksInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_lacks(inputs)
	if (locale === "fr") return __fr.verify_lacks(inputs)
	if (locale === "it") return __it.verify_lacks(inputs)
	if (locale === "pt") return __pt.verify_lacks(inputs)
	if (locale === "el") return __el.verify_lacks(inputs)
	if (locale === "hr") return __hr.verify_lacks(inputs)
	return __en.verify_lacks(inputs)
});
/**
* | output |
* | --- |
* | "Bronze needs a photo of the fish; silver also a measurement or a witness; gold a photo of the weighing, a certified scale, a witness who is neither you nor t..." |
*
* @param {Verify_LadderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_ladder = /** @type {((inputs?: Verify_LadderInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_LadderInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_ladder(inputs)
	if (locale === "fr") return __fr.verify_ladder(inputs)
	if (locale === "it") return __it.verify_ladder(inputs)
	if (locale === "pt") return __pt.verify_ladder(inputs)
	if (locale === "el") return __el.verify_ladder(inputs)
	if (locale === "hr") return __hr.verify_ladder(inputs)
	return __en.verify_ladder(inputs)
});
/**
* | output |
* | --- |
* | "Length ({unit})" |
*
* @param {Verify_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_length = /** @type {((inputs: Verify_LengthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_LengthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_length(inputs)
	if (locale === "fr") return __fr.verify_length(inputs)
	if (locale === "it") return __it.verify_length(inputs)
	if (locale === "pt") return __pt.verify_length(inputs)
	if (locale === "el") return __el.verify_length(inputs)
	if (locale === "hr") return __hr.verify_length(inputs)
	return __en.verify_length(inputs)
});
/**
* | output |
* | --- |
* | "Measurement" |
*
* @param {Verify_MeasurementInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_measurement = /** @type {((inputs?: Verify_MeasurementInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_MeasurementInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_measurement(inputs)
	if (locale === "fr") return __fr.verify_measurement(inputs)
	if (locale === "it") return __it.verify_measurement(inputs)
	if (locale === "pt") return __pt.verify_measurement(inputs)
	if (locale === "el") return __el.verify_measurement(inputs)
	if (locale === "hr") return __hr.verify_measurement(inputs)
	return __en.verify_measurement(inputs)
});
/**
* | output |
* | --- |
* | "The evidence above meets the {tier} rule." |
*
* @param {Verify_MeetsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_meets = /** @type {((inputs: Verify_MeetsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_MeetsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_meets(inputs)
	if (locale === "fr") return __fr.verify_meets(inputs)
	if (locale === "it") return __it.verify_meets(inputs)
	if (locale === "pt") return __pt.verify_meets(inputs)
	if (locale === "el") return __el.verify_meets(inputs)
	if (locale === "hr") return __hr.verify_meets(inputs)
	return __en.verify_meets(inputs)
});
/**
* | output |
* | --- |
* | "Message to the verifier" |
*
* @param {Verify_Message_To_VerifierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_message_to_verifier = /** @type {((inputs?: Verify_Message_To_VerifierInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Message_To_VerifierInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_message_to_verifier(inputs)
	if (locale === "fr") return __fr.verify_message_to_verifier(inputs)
	if (locale === "it") return __it.verify_message_to_verifier(inputs)
	if (locale === "pt") return __pt.verify_message_to_verifier(inputs)
	if (locale === "el") return __el.verify_message_to_verifier(inputs)
	if (locale === "hr") return __hr.verify_message_to_verifier(inputs)
	return __en.verify_message_to_verifier(inputs)
});
/**
* | output |
* | --- |
* | "Method" |
*
* @param {Verify_MethodInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_method = /** @type {((inputs?: Verify_MethodInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_MethodInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_method(inputs)
	if (locale === "fr") return __fr.verify_method(inputs)
	if (locale === "it") return __it.verify_method(inputs)
	if (locale === "pt") return __pt.verify_method(inputs)
	if (locale === "el") return __el.verify_method(inputs)
	if (locale === "hr") return __hr.verify_method(inputs)
	return __en.verify_method(inputs)
});
/**
* | output |
* | --- |
* | "Needs a photo of the fish." |
*
* @param {Verify_Needs_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_needs_bronze = /** @type {((inputs?: Verify_Needs_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Needs_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_needs_bronze(inputs)
	if (locale === "fr") return __fr.verify_needs_bronze(inputs)
	if (locale === "it") return __it.verify_needs_bronze(inputs)
	if (locale === "pt") return __pt.verify_needs_bronze(inputs)
	if (locale === "el") return __el.verify_needs_bronze(inputs)
	if (locale === "hr") return __hr.verify_needs_bronze(inputs)
	return __en.verify_needs_bronze(inputs)
});
/**
* | output |
* | --- |
* | "Needs a photo of the weighing, the date the scale was certified, a witness who is neither diver nor verifier, and a freedive catch." |
*
* @param {Verify_Needs_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_needs_gold = /** @type {((inputs?: Verify_Needs_GoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Needs_GoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_needs_gold(inputs)
	if (locale === "fr") return __fr.verify_needs_gold(inputs)
	if (locale === "it") return __it.verify_needs_gold(inputs)
	if (locale === "pt") return __pt.verify_needs_gold(inputs)
	if (locale === "el") return __el.verify_needs_gold(inputs)
	if (locale === "hr") return __hr.verify_needs_gold(inputs)
	return __en.verify_needs_gold(inputs)
});
/**
* | output |
* | --- |
* | "Needs a photo, plus a measurement (weight or length) or a witness." |
*
* @param {Verify_Needs_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_needs_silver = /** @type {((inputs?: Verify_Needs_SilverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Needs_SilverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_needs_silver(inputs)
	if (locale === "fr") return __fr.verify_needs_silver(inputs)
	if (locale === "it") return __it.verify_needs_silver(inputs)
	if (locale === "pt") return __pt.verify_needs_silver(inputs)
	if (locale === "el") return __el.verify_needs_silver(inputs)
	if (locale === "hr") return __hr.verify_needs_silver(inputs)
	return __en.verify_needs_silver(inputs)
});
/**
* | output |
* | --- |
* | "No photos." |
*
* @param {Verify_No_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_no_photos = /** @type {((inputs?: Verify_No_PhotosInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_No_PhotosInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_no_photos(inputs)
	if (locale === "fr") return __fr.verify_no_photos(inputs)
	if (locale === "it") return __it.verify_no_photos(inputs)
	if (locale === "pt") return __pt.verify_no_photos(inputs)
	if (locale === "el") return __el.verify_no_photos(inputs)
	if (locale === "hr") return __hr.verify_no_photos(inputs)
	return __en.verify_no_photos(inputs)
});
/**
* | output |
* | --- |
* | "This catch has no photos yet." |
*
* @param {Verify_No_Photos_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_no_photos_yet = /** @type {((inputs?: Verify_No_Photos_YetInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_No_Photos_YetInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_no_photos_yet(inputs)
	if (locale === "fr") return __fr.verify_no_photos_yet(inputs)
	if (locale === "it") return __it.verify_no_photos_yet(inputs)
	if (locale === "pt") return __pt.verify_no_photos_yet(inputs)
	if (locale === "el") return __el.verify_no_photos_yet(inputs)
	if (locale === "hr") return __hr.verify_no_photos_yet(inputs)
	return __en.verify_no_photos_yet(inputs)
});
/**
* | output |
* | --- |
* | "None" |
*
* @param {Verify_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_none = /** @type {((inputs?: Verify_NoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_NoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_none(inputs)
	if (locale === "fr") return __fr.verify_none(inputs)
	if (locale === "it") return __it.verify_none(inputs)
	if (locale === "pt") return __pt.verify_none(inputs)
	if (locale === "el") return __el.verify_none(inputs)
	if (locale === "hr") return __hr.verify_none(inputs)
	return __en.verify_none(inputs)
});
/**
* | output |
* | --- |
* | "This is your own catch: another verifier must grade it." |
*
* @param {Verify_Own_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_own_catch = /** @type {((inputs?: Verify_Own_CatchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Own_CatchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_own_catch(inputs)
	if (locale === "fr") return __fr.verify_own_catch(inputs)
	if (locale === "it") return __it.verify_own_catch(inputs)
	if (locale === "pt") return __pt.verify_own_catch(inputs)
	if (locale === "el") return __el.verify_own_catch(inputs)
	if (locale === "hr") return __hr.verify_own_catch(inputs)
	return __en.verify_own_catch(inputs)
});
/**
* | output |
* | --- |
* | "{species}, photo {number}" |
*
* @param {Verify_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_photo_alt = /** @type {((inputs: Verify_Photo_AltInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photo_AltInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_photo_alt(inputs)
	if (locale === "fr") return __fr.verify_photo_alt(inputs)
	if (locale === "it") return __it.verify_photo_alt(inputs)
	if (locale === "pt") return __pt.verify_photo_alt(inputs)
	if (locale === "el") return __el.verify_photo_alt(inputs)
	if (locale === "hr") return __hr.verify_photo_alt(inputs)
	return __en.verify_photo_alt(inputs)
});
/**
* | output |
* | --- |
* | "Photo {number}" |
*
* @param {Verify_Photo_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_photo_number = /** @type {((inputs: Verify_Photo_NumberInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photo_NumberInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_photo_number(inputs)
	if (locale === "fr") return __fr.verify_photo_number(inputs)
	if (locale === "it") return __it.verify_photo_number(inputs)
	if (locale === "pt") return __pt.verify_photo_number(inputs)
	if (locale === "el") return __el.verify_photo_number(inputs)
	if (locale === "hr") return __hr.verify_photo_number(inputs)
	return __en.verify_photo_number(inputs)
});
/**
* | output |
* | --- |
* | "Photo {number} (weighing)" |
*
* @param {Verify_Photo_WeighingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_photo_weighing = /** @type {((inputs: Verify_Photo_WeighingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photo_WeighingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_photo_weighing(inputs)
	if (locale === "fr") return __fr.verify_photo_weighing(inputs)
	if (locale === "it") return __it.verify_photo_weighing(inputs)
	if (locale === "pt") return __pt.verify_photo_weighing(inputs)
	if (locale === "el") return __el.verify_photo_weighing(inputs)
	if (locale === "hr") return __hr.verify_photo_weighing(inputs)
	return __en.verify_photo_weighing(inputs)
});
/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Verify_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_photos = /** @type {((inputs?: Verify_PhotosInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_PhotosInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_photos(inputs)
	if (locale === "fr") return __fr.verify_photos(inputs)
	if (locale === "it") return __it.verify_photos(inputs)
	if (locale === "pt") return __pt.verify_photos(inputs)
	if (locale === "el") return __el.verify_photos(inputs)
	if (locale === "hr") return __hr.verify_photos(inputs)
	return __en.verify_photos(inputs)
});
/**
* | output |
* | --- |
* | "Photos at full size" |
*
* @param {Verify_Photos_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_photos_full = /** @type {((inputs?: Verify_Photos_FullInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photos_FullInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_photos_full(inputs)
	if (locale === "fr") return __fr.verify_photos_full(inputs)
	if (locale === "it") return __it.verify_photos_full(inputs)
	if (locale === "pt") return __pt.verify_photos_full(inputs)
	if (locale === "el") return __el.verify_photos_full(inputs)
	if (locale === "hr") return __hr.verify_photos_full(inputs)
	return __en.verify_photos_full(inputs)
});
/**
* | output |
* | --- |
* | "Photos of the fish" |
*
* @param {Verify_Photos_Of_FishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_photos_of_fish = /** @type {((inputs?: Verify_Photos_Of_FishInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photos_Of_FishInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_photos_of_fish(inputs)
	if (locale === "fr") return __fr.verify_photos_of_fish(inputs)
	if (locale === "it") return __it.verify_photos_of_fish(inputs)
	if (locale === "pt") return __pt.verify_photos_of_fish(inputs)
	if (locale === "el") return __el.verify_photos_of_fish(inputs)
	if (locale === "hr") return __hr.verify_photos_of_fish(inputs)
	return __en.verify_photos_of_fish(inputs)
});
/**
* | output |
* | --- |
* | "Verification queue" |
*
* @param {Verify_Queue_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_queue_title = /** @type {((inputs?: Verify_Queue_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Queue_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_queue_title(inputs)
	if (locale === "fr") return __fr.verify_queue_title(inputs)
	if (locale === "it") return __it.verify_queue_title(inputs)
	if (locale === "pt") return __pt.verify_queue_title(inputs)
	if (locale === "el") return __el.verify_queue_title(inputs)
	if (locale === "hr") return __hr.verify_queue_title(inputs)
	return __en.verify_queue_title(inputs)
});
/**
* | output |
* | --- |
* | "Reason for refusing" |
*
* @param {Verify_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_reason = /** @type {((inputs?: Verify_ReasonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_ReasonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_reason(inputs)
	if (locale === "fr") return __fr.verify_reason(inputs)
	if (locale === "it") return __it.verify_reason(inputs)
	if (locale === "pt") return __pt.verify_reason(inputs)
	if (locale === "el") return __el.verify_reason(inputs)
	if (locale === "hr") return __hr.verify_reason(inputs)
	return __en.verify_reason(inputs)
});
/**
* | output |
* | --- |
* | "Refuse (stays or goes back to unverified)" |
*
* @param {Verify_RefuseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_refuse = /** @type {((inputs?: Verify_RefuseInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_RefuseInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_refuse(inputs)
	if (locale === "fr") return __fr.verify_refuse(inputs)
	if (locale === "it") return __it.verify_refuse(inputs)
	if (locale === "pt") return __pt.verify_refuse(inputs)
	if (locale === "el") return __el.verify_refuse(inputs)
	if (locale === "hr") return __hr.verify_refuse(inputs)
	return __en.verify_refuse(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} request, oldest first." |
* | * | "{count} requests, oldest first." |
*
* @param {Verify_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_requests = /** @type {((inputs: Verify_RequestsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_RequestsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_requests(inputs)
	if (locale === "fr") return __fr.verify_requests(inputs)
	if (locale === "it") return __it.verify_requests(inputs)
	if (locale === "pt") return __pt.verify_requests(inputs)
	if (locale === "el") return __el.verify_requests(inputs)
	if (locale === "hr") return __hr.verify_requests(inputs)
	return __en.verify_requests(inputs)
});
/**
* | output |
* | --- |
* | "Scale certified on" |
*
* @param {Verify_Scale_CertifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_scale_certified = /** @type {((inputs?: Verify_Scale_CertifiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Scale_CertifiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_scale_certified(inputs)
	if (locale === "fr") return __fr.verify_scale_certified(inputs)
	if (locale === "it") return __it.verify_scale_certified(inputs)
	if (locale === "pt") return __pt.verify_scale_certified(inputs)
	if (locale === "el") return __el.verify_scale_certified(inputs)
	if (locale === "hr") return __hr.verify_scale_certified(inputs)
	return __en.verify_scale_certified(inputs)
});
/**
* | output |
* | --- |
* | "Verify {species}" |
*
* @param {Verify_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_title = /** @type {((inputs: Verify_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_title(inputs)
	if (locale === "fr") return __fr.verify_title(inputs)
	if (locale === "it") return __it.verify_title(inputs)
	if (locale === "pt") return __pt.verify_title(inputs)
	if (locale === "el") return __el.verify_title(inputs)
	if (locale === "hr") return __hr.verify_title(inputs)
	return __en.verify_title(inputs)
});
/**
* | output |
* | --- |
* | "Waiting for review" |
*
* @param {Verify_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_waiting = /** @type {((inputs?: Verify_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_WaitingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_waiting(inputs)
	if (locale === "fr") return __fr.verify_waiting(inputs)
	if (locale === "it") return __it.verify_waiting(inputs)
	if (locale === "pt") return __pt.verify_waiting(inputs)
	if (locale === "el") return __el.verify_waiting(inputs)
	if (locale === "hr") return __hr.verify_waiting(inputs)
	return __en.verify_waiting(inputs)
});
/**
* | output |
* | --- |
* | "Photo of the weighing" |
*
* @param {Verify_Weigh_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_weigh_photo = /** @type {((inputs?: Verify_Weigh_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Weigh_PhotoInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_weigh_photo(inputs)
	if (locale === "fr") return __fr.verify_weigh_photo(inputs)
	if (locale === "it") return __it.verify_weigh_photo(inputs)
	if (locale === "pt") return __pt.verify_weigh_photo(inputs)
	if (locale === "el") return __el.verify_weigh_photo(inputs)
	if (locale === "hr") return __hr.verify_weigh_photo(inputs)
	return __en.verify_weigh_photo(inputs)
});
/**
* | output |
* | --- |
* | "Weight ({unit})" |
*
* @param {Verify_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_weight = /** @type {((inputs: Verify_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_weight(inputs)
	if (locale === "fr") return __fr.verify_weight(inputs)
	if (locale === "it") return __it.verify_weight(inputs)
	if (locale === "pt") return __pt.verify_weight(inputs)
	if (locale === "el") return __el.verify_weight(inputs)
	if (locale === "hr") return __hr.verify_weight(inputs)
	return __en.verify_weight(inputs)
});
/**
* | output |
* | --- |
* | "Witness" |
*
* @param {Verify_WitnessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_witness = /** @type {((inputs?: Verify_WitnessInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_WitnessInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_witness(inputs)
	if (locale === "fr") return __fr.verify_witness(inputs)
	if (locale === "it") return __it.verify_witness(inputs)
	if (locale === "pt") return __pt.verify_witness(inputs)
	if (locale === "el") return __el.verify_witness(inputs)
	if (locale === "hr") return __hr.verify_witness(inputs)
	return __en.verify_witness(inputs)
});
/**
* | output |
* | --- |
* | "Email or phone" |
*
* @param {Verify_Witness_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_witness_contact = /** @type {((inputs?: Verify_Witness_ContactInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Witness_ContactInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_witness_contact(inputs)
	if (locale === "fr") return __fr.verify_witness_contact(inputs)
	if (locale === "it") return __it.verify_witness_contact(inputs)
	if (locale === "pt") return __pt.verify_witness_contact(inputs)
	if (locale === "el") return __el.verify_witness_contact(inputs)
	if (locale === "hr") return __hr.verify_witness_contact(inputs)
	return __en.verify_witness_contact(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Verify_Witness_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_witness_name = /** @type {((inputs?: Verify_Witness_NameInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Witness_NameInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.verify_witness_name(inputs)
	if (locale === "fr") return __fr.verify_witness_name(inputs)
	if (locale === "it") return __it.verify_witness_name(inputs)
	if (locale === "pt") return __pt.verify_witness_name(inputs)
	if (locale === "el") return __el.verify_witness_name(inputs)
	if (locale === "hr") return __hr.verify_witness_name(inputs)
	return __en.verify_witness_name(inputs)
});
/**
* | secondsPlural | output |
* | --- | --- |
* | "one" | "Please wait {seconds} second and try again." |
* | * | "Please wait {seconds} seconds and try again." |
*
* @param {Wait_And_RetryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const wait_and_retry = /** @type {((inputs: Wait_And_RetryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wait_And_RetryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.wait_and_retry(inputs)
	if (locale === "fr") return __fr.wait_and_retry(inputs)
	if (locale === "it") return __it.wait_and_retry(inputs)
	if (locale === "pt") return __pt.wait_and_retry(inputs)
	if (locale === "el") return __el.wait_and_retry(inputs)
	if (locale === "hr") return __hr.wait_and_retry(inputs)
	return __en.wait_and_retry(inputs)
});
/**
* | output |
* | --- |
* | "New here? {link}: an admin approves new members." |
*
* @param {Way_In_ApprovalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_approval = /** @type {((inputs: Way_In_ApprovalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_ApprovalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.way_in_approval(inputs)
	if (locale === "fr") return __fr.way_in_approval(inputs)
	if (locale === "it") return __it.way_in_approval(inputs)
	if (locale === "pt") return __pt.way_in_approval(inputs)
	if (locale === "el") return __el.way_in_approval(inputs)
	if (locale === "hr") return __hr.way_in_approval(inputs)
	return __en.way_in_approval(inputs)
});
/**
* | output |
* | --- |
* | "Ask to join" |
*
* @param {Way_In_AskInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_ask = /** @type {((inputs?: Way_In_AskInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_AskInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.way_in_ask(inputs)
	if (locale === "fr") return __fr.way_in_ask(inputs)
	if (locale === "it") return __it.way_in_ask(inputs)
	if (locale === "pt") return __pt.way_in_ask(inputs)
	if (locale === "el") return __el.way_in_ask(inputs)
	if (locale === "hr") return __hr.way_in_ask(inputs)
	return __en.way_in_ask(inputs)
});
/**
* | output |
* | --- |
* | "This club is not taking new members at the moment." |
*
* @param {Way_In_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_closed = /** @type {((inputs?: Way_In_ClosedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_ClosedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.way_in_closed(inputs)
	if (locale === "fr") return __fr.way_in_closed(inputs)
	if (locale === "it") return __it.way_in_closed(inputs)
	if (locale === "pt") return __pt.way_in_closed(inputs)
	if (locale === "el") return __el.way_in_closed(inputs)
	if (locale === "hr") return __hr.way_in_closed(inputs)
	return __en.way_in_closed(inputs)
});
/**
* | output |
* | --- |
* | "Building on the catchd API? {link}." |
*
* @param {Way_In_DevelopersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_developers = /** @type {((inputs: Way_In_DevelopersInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_DevelopersInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.way_in_developers(inputs)
	if (locale === "fr") return __fr.way_in_developers(inputs)
	if (locale === "it") return __it.way_in_developers(inputs)
	if (locale === "pt") return __pt.way_in_developers(inputs)
	if (locale === "el") return __el.way_in_developers(inputs)
	if (locale === "hr") return __hr.way_in_developers(inputs)
	return __en.way_in_developers(inputs)
});
/**
* | output |
* | --- |
* | "Sign up for early access" |
*
* @param {Way_In_Early_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_early_access = /** @type {((inputs?: Way_In_Early_AccessInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_Early_AccessInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.way_in_early_access(inputs)
	if (locale === "fr") return __fr.way_in_early_access(inputs)
	if (locale === "it") return __it.way_in_early_access(inputs)
	if (locale === "pt") return __pt.way_in_early_access(inputs)
	if (locale === "el") return __el.way_in_early_access(inputs)
	if (locale === "hr") return __hr.way_in_early_access(inputs)
	return __en.way_in_early_access(inputs)
});
/**
* | output |
* | --- |
* | "New here? Joining is by invitation: ask an admin of your club to invite you." |
*
* @param {Way_In_InviteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_invite = /** @type {((inputs?: Way_In_InviteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_InviteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.way_in_invite(inputs)
	if (locale === "fr") return __fr.way_in_invite(inputs)
	if (locale === "it") return __it.way_in_invite(inputs)
	if (locale === "pt") return __pt.way_in_invite(inputs)
	if (locale === "el") return __el.way_in_invite(inputs)
	if (locale === "hr") return __hr.way_in_invite(inputs)
	return __en.way_in_invite(inputs)
});
/**
* | output |
* | --- |
* | "New here? {link}." |
*
* @param {Way_In_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_open = /** @type {((inputs: Way_In_OpenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_OpenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.way_in_open(inputs)
	if (locale === "fr") return __fr.way_in_open(inputs)
	if (locale === "it") return __it.way_in_open(inputs)
	if (locale === "pt") return __pt.way_in_open(inputs)
	if (locale === "el") return __el.way_in_open(inputs)
	if (locale === "hr") return __hr.way_in_open(inputs)
	return __en.way_in_open(inputs)
});
/**
* | output |
* | --- |
* | "Sign up" |
*
* @param {Way_In_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_sign_up = /** @type {((inputs?: Way_In_Sign_UpInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_Sign_UpInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.way_in_sign_up(inputs)
	if (locale === "fr") return __fr.way_in_sign_up(inputs)
	if (locale === "it") return __it.way_in_sign_up(inputs)
	if (locale === "pt") return __pt.way_in_sign_up(inputs)
	if (locale === "el") return __el.way_in_sign_up(inputs)
	if (locale === "hr") return __hr.way_in_sign_up(inputs)
	return __en.way_in_sign_up(inputs)
});