/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Account_ActivityInputs */
/** @typedef {{}} Account_Change_PasswordInputs */
/** @typedef {{}} Account_Col_AddressInputs */
/** @typedef {{}} Account_Col_DeviceInputs */
/** @typedef {{}} Account_Col_FromInputs */
/** @typedef {{}} Account_Col_Last_SeenInputs */
/** @typedef {{}} Account_Col_WhatInputs */
/** @typedef {{}} Account_Col_WhenInputs */
/** @typedef {{}} Account_ConfirmInputs */
/** @typedef {{}} Account_Confirm_Code_LabelInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Account_Confirm_LeadInputs */
/** @typedef {{}} Account_Confirm_ProviderInputs */
/** @typedef {{}} Account_Confirm_TitleInputs */
/** @typedef {{}} Account_Confirm_With_CodeInputs */
/** @typedef {{}} Account_Current_PasswordInputs */
/** @typedef {{}} Account_Developer_LinkInputs */
/** @typedef {{ system: NonNullable<unknown> }} Account_Device_Browser_OnInputs */
/** @typedef {{ browser: NonNullable<unknown>, system: NonNullable<unknown> }} Account_Device_OnInputs */
/** @typedef {{}} Account_Device_UnknownInputs */
/** @typedef {{}} Account_Diver_PageInputs */
/** @typedef {{}} Account_Event_Display_Name_ChangedInputs */
/** @typedef {{}} Account_Event_Email_Change_RequestedInputs */
/** @typedef {{}} Account_Event_Email_ChangedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Event_EndedInputs */
/** @typedef {{}} Account_Event_Passkey_AddedInputs */
/** @typedef {{}} Account_Event_Passkey_RemovedInputs */
/** @typedef {{}} Account_Event_Password_ChangedInputs */
/** @typedef {{}} Account_Event_Password_ResetInputs */
/** @typedef {{}} Account_Event_Recovery_Code_UsedInputs */
/** @typedef {{}} Account_Event_Role_ChangedInputs */
/** @typedef {{}} Account_Event_Second_Factor_AddedInputs */
/** @typedef {{}} Account_Event_Second_Factor_RemovedInputs */
/** @typedef {{}} Account_Event_Session_EndedInputs */
/** @typedef {{}} Account_Event_Sessions_EndedInputs */
/** @typedef {{}} Account_Event_Sign_InInputs */
/** @typedef {{}} Account_Event_Sign_In_FailedInputs */
/** @typedef {{ method: NonNullable<unknown> }} Account_Event_WithInputs */
/** @typedef {{ url: NonNullable<unknown>, link: NonNullable<unknown> }} Account_Mail_New_Address_BodyInputs */
/** @typedef {{}} Account_Mail_New_Address_SubjectInputs */
/** @typedef {{ url: NonNullable<unknown>, link: NonNullable<unknown> }} Account_Mail_Old_Address_BodyInputs */
/** @typedef {{}} Account_Mail_Old_Address_SubjectInputs */
/** @typedef {{}} Account_Name_LabelInputs */
/** @typedef {{ email: NonNullable<unknown> }} Account_New_Address_TextInputs */
/** @typedef {{}} Account_New_Address_TitleInputs */
/** @typedef {{}} Account_New_PasswordInputs */
/** @typedef {{}} Account_Not_Linkable_ClosedInputs */
/** @typedef {{}} Account_Not_Linkable_DeclinedInputs */
/** @typedef {{}} Account_Not_Linkable_DisabledInputs */
/** @typedef {{}} Account_Not_Linkable_InviteInputs */
/** @typedef {{}} Account_Not_Linkable_UnconfirmedInputs */
/** @typedef {{}} Account_Not_Linkable_UnverifiedInputs */
/** @typedef {{}} Account_Notifications_LinkInputs */
/** @typedef {{}} Account_Password_LeadInputs */
/** @typedef {{ pending: NonNullable<unknown>, email: NonNullable<unknown> }} Account_Pending_EmailInputs */
/** @typedef {{ shown: NonNullable<unknown> }} Account_Pref_As_ClubInputs */
/** @typedef {{}} Account_Pref_HeadingInputs */
/** @typedef {{}} Account_Pref_NoteInputs */
/** @typedef {{}} Account_Pref_Time_ZoneInputs */
/** @typedef {{}} Account_Pref_UnitsInputs */
/** @typedef {{}} Account_Profile_HeadingInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Account_Provider_CancelledInputs */
/** @typedef {{}} Account_Provider_Cancelled_TitleInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Account_Provider_FailedInputs */
/** @typedef {{}} Account_Provider_Failed_TitleInputs */
/** @typedef {{}} Account_Provider_Refused_TitleInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Account_Provider_UnavailableInputs */
/** @typedef {{}} Account_Provider_Unavailable_TitleInputs */
/** @typedef {{}} Account_Provider_WaitingInputs */
/** @typedef {{ role: NonNullable<unknown> }} Account_RoleInputs */
/** @typedef {{}} Account_SaveInputs */
/** @typedef {{ device: NonNullable<unknown>, time: NonNullable<unknown> }} Account_Session_Sign_OutInputs */
/** @typedef {{}} Account_SessionsInputs */
/** @typedef {{}} Account_Sign_Out_OthersInputs */
/** @typedef {{}} Account_This_SessionInputs */
/** @typedef {{}} Account_TitleInputs */
/** @typedef {{}} Account_Units_ImperialInputs */
/** @typedef {{}} Account_Units_MetricInputs */
/** @typedef {{}} Account_Wrong_PasswordInputs */
/** @typedef {{}} Account_Your_PasswordInputs */
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
/** @typedef {{}} Club_Label_Board_Min_TierInputs */
/** @typedef {{}} Club_Label_LanguageInputs */
/** @typedef {{}} Club_Label_NameInputs */
/** @typedef {{}} Club_Label_Season_StartInputs */
/** @typedef {{}} Club_Label_SignupInputs */
/** @typedef {{}} Club_Label_Time_ZoneInputs */
/** @typedef {{}} Club_Label_UnitsInputs */
/** @typedef {{}} Club_Own_ChoicesInputs */
/** @typedef {{ variable: NonNullable<unknown> }} Club_PinnedInputs */
/** @typedef {{}} Club_SaveInputs */
/** @typedef {{}} Club_Signup_ApprovalInputs */
/** @typedef {{}} Club_Signup_ClosedInputs */
/** @typedef {{}} Club_Signup_InviteInputs */
/** @typedef {{}} Club_Signup_OpenInputs */
/** @typedef {{}} Club_Tier_BronzeInputs */
/** @typedef {{}} Club_Tier_GoldInputs */
/** @typedef {{}} Club_Tier_SilverInputs */
/** @typedef {{}} Club_Tier_UnverifiedInputs */
/** @typedef {{}} Club_TitleInputs */
/** @typedef {{}} Club_Units_ImperialInputs */
/** @typedef {{}} Club_Units_MetricInputs */
/** @typedef {{}} Competition_AcceptInputs */
/** @typedef {{}} Competition_Add_DiversInputs */
/** @typedef {{}} Competition_Add_EntryInputs */
/** @typedef {{}} Competition_Add_Entry_HeadingInputs */
/** @typedef {{}} Competition_All_EntriesInputs */
/** @typedef {{}} Competition_BiggestInputs */
/** @typedef {{}} Competition_CancelInputs */
/** @typedef {{}} Competition_ChangeInputs */
/** @typedef {{ link: NonNullable<unknown> }} Competition_Change_LeadInputs */
/** @typedef {{ name: NonNullable<unknown> }} Competition_Change_TitleInputs */
/** @typedef {{}} Competition_CountsInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Competition_Counts_NotInputs */
/** @typedef {{ points: NonNullable<unknown> }} Competition_Counts_PointsInputs */
/** @typedef {{}} Competition_Counts_QuestionInputs */
/** @typedef {{}} Competition_Create_DraftInputs */
/** @typedef {{}} Competition_Description_LabelInputs */
/** @typedef {{}} Competition_DismissInputs */
/** @typedef {{}} Competition_DivisionInputs */
/** @typedef {{}} Competition_Divisions_LabelInputs */
/** @typedef {{}} Competition_Ends_LabelInputs */
/** @typedef {{}} Competition_EnterInputs */
/** @typedef {{ count: NonNullable<unknown> }} Competition_Entries_CountInputs */
/** @typedef {{}} Competition_EntryInputs */
/** @typedef {{}} Competition_Entry_AdminInputs */
/** @typedef {{}} Competition_Entry_LabelInputs */
/** @typedef {{}} Competition_Entry_OpenInputs */
/** @typedef {{}} Competition_FinalizeInputs */
/** @typedef {{}} Competition_FindInputs */
/** @typedef {{}} Competition_Find_EntryInputs */
/** @typedef {{}} Competition_FishInputs */
/** @typedef {{}} Competition_Live_FullInputs */
/** @typedef {{}} Competition_Live_Full_TitleInputs */
/** @typedef {{}} Competition_My_FishInputs */
/** @typedef {{ rank: NonNullable<unknown> }} Competition_My_Fish_RankInputs */
/** @typedef {{}} Competition_Name_LabelInputs */
/** @typedef {{}} Competition_NewInputs */
/** @typedef {{ name: NonNullable<unknown> }} Competition_NextInputs */
/** @typedef {{}} Competition_No_EntriesInputs */
/** @typedef {{}} Competition_No_FishInputs */
/** @typedef {{}} Competition_No_Fish_WindowInputs */
/** @typedef {{}} Competition_NobodyInputs */
/** @typedef {{}} Competition_NoneInputs */
/** @typedef {{}} Competition_OverallInputs */
/** @typedef {{}} Competition_PointsInputs */
/** @typedef {{}} Competition_Preset_CmasInputs */
/** @typedef {{}} Competition_Preset_HeaviestInputs */
/** @typedef {{}} Competition_Preset_TotalInputs */
/** @typedef {{}} Competition_Printable_ResultsInputs */
/** @typedef {{}} Competition_Protest_DismissedInputs */
/** @typedef {{}} Competition_Protest_EntryInputs */
/** @typedef {{}} Competition_Protest_GeneralInputs */
/** @typedef {{}} Competition_Protest_HeadingInputs */
/** @typedef {{}} Competition_Protest_Hours_LabelInputs */
/** @typedef {{}} Competition_Protest_NoteInputs */
/** @typedef {{}} Competition_Protest_OpenInputs */
/** @typedef {{}} Competition_Protest_ReasonInputs */
/** @typedef {{}} Competition_Protest_SubmitInputs */
/** @typedef {{}} Competition_Protest_UpheldInputs */
/** @typedef {{}} Competition_ProtestsInputs */
/** @typedef {{}} Competition_Provisional_ResultsInputs */
/** @typedef {{}} Competition_PublishInputs */
/** @typedef {{}} Competition_RankInputs */
/** @typedef {{}} Competition_Reason_Below_MinimumInputs */
/** @typedef {{}} Competition_Reason_Not_WeighedInputs */
/** @typedef {{}} Competition_Reason_Outside_AreaInputs */
/** @typedef {{}} Competition_Reason_Over_Fish_LimitInputs */
/** @typedef {{}} Competition_Reason_Over_Species_LimitInputs */
/** @typedef {{}} Competition_Reason_RejectedInputs */
/** @typedef {{}} Competition_Reason_Species_ExcludedInputs */
/** @typedef {{}} Competition_Refused_CancelledInputs */
/** @typedef {{}} Competition_Refused_ChangedInputs */
/** @typedef {{}} Competition_Refused_Entries_ClosedInputs */
/** @typedef {{}} Competition_Refused_FinalInputs */
/** @typedef {{}} Competition_Refused_ForbiddenInputs */
/** @typedef {{}} Competition_Refused_Not_DraftInputs */
/** @typedef {{}} Competition_Refused_Not_ProvisionalInputs */
/** @typedef {{}} Competition_Refused_Protest_ResolvedInputs */
/** @typedef {{}} Competition_Refused_Protest_Window_ClosedInputs */
/** @typedef {{}} Competition_Refused_Protests_OpenInputs */
/** @typedef {{}} Competition_Refused_StartedInputs */
/** @typedef {{}} Competition_RejectInputs */
/** @typedef {{}} Competition_Reject_ReasonInputs */
/** @typedef {{}} Competition_ResultsInputs */
/** @typedef {{}} Competition_Results_CsvInputs */
/** @typedef {{ name: NonNullable<unknown> }} Competition_Results_TitleInputs */
/** @typedef {{}} Competition_Rule_AreaInputs */
/** @typedef {{}} Competition_Rule_As_LoggedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Competition_Rule_At_MostInputs */
/** @typedef {{ count: NonNullable<unknown> }} Competition_Rule_Best_FishInputs */
/** @typedef {{}} Competition_Rule_CountsInputs */
/** @typedef {{ weight: NonNullable<unknown> }} Competition_Rule_Counts_FromInputs */
/** @typedef {{}} Competition_Rule_Final_At_EndInputs */
/** @typedef {{ points: NonNullable<unknown> }} Competition_Rule_Fish_BonusInputs */
/** @typedef {{ points: NonNullable<unknown> }} Competition_Rule_Fixed_PointsInputs */
/** @typedef {{}} Competition_Rule_GramInputs */
/** @typedef {{}} Competition_Rule_Listed_OnlyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Competition_Rule_Max_CountInputs */
/** @typedef {{ weight: NonNullable<unknown> }} Competition_Rule_Min_WeightInputs */
/** @typedef {{ points: NonNullable<unknown> }} Competition_Rule_Per_KgInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Competition_Rule_ProvisionalInputs */
/** @typedef {{}} Competition_Rule_Single_BestInputs */
/** @typedef {{ species: NonNullable<unknown>, rules: NonNullable<unknown> }} Competition_Rule_SpeciesInputs */
/** @typedef {{ points: NonNullable<unknown> }} Competition_Rule_Species_BonusInputs */
/** @typedef {{ count: NonNullable<unknown> }} Competition_Rule_TeamsInputs */
/** @typedef {{}} Competition_Rule_Weigh_InInputs */
/** @typedef {{}} Competition_RulesInputs */
/** @typedef {{}} Competition_Run_ItInputs */
/** @typedef {{}} Competition_RunningInputs */
/** @typedef {{}} Competition_SaveInputs */
/** @typedef {{}} Competition_StandingsInputs */
/** @typedef {{}} Competition_Standings_So_FarInputs */
/** @typedef {{}} Competition_Starts_LabelInputs */
/** @typedef {{}} Competition_Status_CancelledInputs */
/** @typedef {{}} Competition_Status_DraftInputs */
/** @typedef {{}} Competition_Status_FinalInputs */
/** @typedef {{}} Competition_Status_OpenInputs */
/** @typedef {{}} Competition_Status_ProvisionalInputs */
/** @typedef {{}} Competition_Status_RunningInputs */
/** @typedef {{}} Competition_Team_IndividualInputs */
/** @typedef {{}} Competition_Team_MatesInputs */
/** @typedef {{}} Competition_Team_NameInputs */
/** @typedef {{}} Competition_Team_Size_LabelInputs */
/** @typedef {{ count: NonNullable<unknown> }} Competition_Team_Up_ToInputs */
/** @typedef {{}} Competition_Time_Zone_LabelInputs */
/** @typedef {{}} Competition_UpcomingInputs */
/** @typedef {{}} Competition_UpholdInputs */
/** @typedef {{}} Competition_Weigh_InInputs */
/** @typedef {{}} Competition_Weigh_In_NoneInputs */
/** @typedef {{}} Competition_Weigh_In_RequiredInputs */
/** @typedef {{ name: NonNullable<unknown> }} Competition_Weigh_In_TitleInputs */
/** @typedef {{}} Competition_Weighmasters_LabelInputs */
/** @typedef {{}} Competition_Weight_KgInputs */
/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown>, zone: NonNullable<unknown> }} Competition_WhenInputs */
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
/** @typedef {{}} Event_Every_TypeInputs */
/** @typedef {{}} Event_NoneInputs */
/** @typedef {{}} Event_OlderInputs */
/** @typedef {{}} Event_ShowInputs */
/** @typedef {{ type: NonNullable<unknown>, id: NonNullable<unknown>, time: NonNullable<unknown> }} Event_SummaryInputs */
/** @typedef {{}} Event_TitleInputs */
/** @typedef {{}} Event_TypeInputs */
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
/** @typedef {{}} Join_Approval_LeadInputs */
/** @typedef {{}} Join_ApproveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Join_Approve_LabelInputs */
/** @typedef {{}} Join_Approved_TextInputs */
/** @typedef {{}} Join_Approved_TitleInputs */
/** @typedef {{}} Join_Building_LabelInputs */
/** @typedef {{}} Join_ButtonInputs */
/** @typedef {{ count: NonNullable<unknown> }} Join_Check_Inbox_SpamInputs */
/** @typedef {{ email: NonNullable<unknown> }} Join_Check_Inbox_TextInputs */
/** @typedef {{}} Join_Check_Inbox_TitleInputs */
/** @typedef {{ add: NonNullable<unknown> }} Join_Closed_AddInputs */
/** @typedef {{}} Join_Closed_TitleInputs */
/** @typedef {{}} Join_Col_ActionsInputs */
/** @typedef {{}} Join_Col_DecisionInputs */
/** @typedef {{}} Join_Col_LinkInputs */
/** @typedef {{}} Join_Col_PersonInputs */
/** @typedef {{}} Join_Col_Signed_UpInputs */
/** @typedef {{ email: NonNullable<unknown> }} Join_Confirm_Address_TextInputs */
/** @typedef {{}} Join_Confirm_Address_TitleInputs */
/** @typedef {{}} Join_DeclineInputs */
/** @typedef {{ name: NonNullable<unknown> }} Join_Decline_LabelInputs */
/** @typedef {{}} Join_Declined_TextInputs */
/** @typedef {{}} Join_Declined_TitleInputs */
/** @typedef {{}} Join_Early_Access_Closed_TextInputs */
/** @typedef {{}} Join_Early_Access_Closed_TitleInputs */
/** @typedef {{}} Join_Early_Access_LeadInputs */
/** @typedef {{ link: NonNullable<unknown> }} Join_Have_AccountInputs */
/** @typedef {{}} Join_Invitation_TitleInputs */
/** @typedef {{}} Join_InvitationsInputs */
/** @typedef {{}} Join_InviteInputs */
/** @typedef {{ role: NonNullable<unknown>, email: NonNullable<unknown> }} Join_Invited_AsInputs */
/** @typedef {{}} Join_Link_ExpiredInputs */
/** @typedef {{}} Join_Link_MailedInputs */
/** @typedef {{}} Join_Link_ShownInputs */
/** @typedef {{ email: NonNullable<unknown> }} Join_Link_To_Pass_OnInputs */
/** @typedef {{ time: NonNullable<unknown> }} Join_Link_UntilInputs */
/** @typedef {{ url: NonNullable<unknown>, link: NonNullable<unknown> }} Join_Mail_Approved_BodyInputs */
/** @typedef {{}} Join_Mail_Approved_SubjectInputs */
/** @typedef {{ url: NonNullable<unknown>, link: NonNullable<unknown> }} Join_Mail_Confirm_BodyInputs */
/** @typedef {{}} Join_Mail_Confirm_SubjectInputs */
/** @typedef {{ url: NonNullable<unknown> }} Join_Mail_Declined_BodyInputs */
/** @typedef {{}} Join_Mail_Declined_SubjectInputs */
/** @typedef {{ url: NonNullable<unknown>, role: NonNullable<unknown>, until: NonNullable<unknown>, link: NonNullable<unknown> }} Join_Mail_Invitation_BodyInputs */
/** @typedef {{}} Join_Mail_Invitation_SubjectInputs */
/** @typedef {{}} Join_Mail_Known_AccountInputs */
/** @typedef {{ url: NonNullable<unknown>, why: NonNullable<unknown>, link: NonNullable<unknown> }} Join_Mail_Known_BodyInputs */
/** @typedef {{}} Join_Mail_Known_DeclinedInputs */
/** @typedef {{}} Join_Mail_Known_SubjectInputs */
/** @typedef {{}} Join_Mail_Known_WaitingInputs */
/** @typedef {{ url: NonNullable<unknown> }} Join_Mail_Sign_OffInputs */
/** @typedef {{}} Join_Name_LabelInputs */
/** @typedef {{}} Join_New_LinkInputs */
/** @typedef {{ email: NonNullable<unknown> }} Join_New_Link_LabelInputs */
/** @typedef {{}} Join_No_InvitationsInputs */
/** @typedef {{}} Join_Nobody_WaitingInputs */
/** @typedef {{ min: NonNullable<unknown> }} Join_Password_LabelInputs */
/** @typedef {{}} Join_Pending_InvitationsInputs */
/** @typedef {{ email: NonNullable<unknown> }} Join_Qr_LabelInputs */
/** @typedef {{}} Join_Refused_BuildingInputs */
/** @typedef {{}} Join_Refused_EmailInputs */
/** @typedef {{ max: NonNullable<unknown> }} Join_Refused_Too_LongInputs */
/** @typedef {{}} Join_Requested_TextInputs */
/** @typedef {{}} Join_RevokeInputs */
/** @typedef {{ email: NonNullable<unknown> }} Join_Revoke_LabelInputs */
/** @typedef {{}} Join_Scan_ItInputs */
/** @typedef {{}} Join_Send_AgainInputs */
/** @typedef {{ email: NonNullable<unknown> }} Join_Send_Again_LabelInputs */
/** @typedef {{}} Join_Set_Up_TextInputs */
/** @typedef {{}} Join_Set_Up_TitleInputs */
/** @typedef {{}} Join_Setup_ButtonInputs */
/** @typedef {{}} Join_Setup_LeadInputs */
/** @typedef {{}} Join_Setup_Link_TextInputs */
/** @typedef {{}} Join_Setup_Link_TitleInputs */
/** @typedef {{}} Join_Setup_TitleInputs */
/** @typedef {{}} Join_Share_ButtonInputs */
/** @typedef {{ club: NonNullable<unknown>, email: NonNullable<unknown> }} Join_Share_TextInputs */
/** @typedef {{ club: NonNullable<unknown> }} Join_Share_TitleInputs */
/** @typedef {{}} Join_Sign_Up_And_ApplyInputs */
/** @typedef {{}} Join_Sign_Ups_WaitingInputs */
/** @typedef {{}} Join_Waiting_TextInputs */
/** @typedef {{}} Join_Waiting_TitleInputs */
/** @typedef {{}} Leave_Choose_CatchesInputs */
/** @typedef {{}} Leave_Confirm_WordInputs */
/** @typedef {{}} Leave_Danger_ZoneInputs */
/** @typedef {{}} Leave_Delete_ButtonInputs */
/** @typedef {{}} Leave_Delete_CatchesInputs */
/** @typedef {{}} Leave_Delete_HeadingInputs */
/** @typedef {{}} Leave_Delete_LeadInputs */
/** @typedef {{}} Leave_DownloadInputs */
/** @typedef {{}} Leave_Download_WhatInputs */
/** @typedef {{}} Leave_Final_ButtonInputs */
/** @typedef {{}} Leave_Final_DeleteInputs */
/** @typedef {{ email: NonNullable<unknown> }} Leave_Final_GoneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Leave_Final_KeepInputs */
/** @typedef {{}} Leave_Final_TitleInputs */
/** @typedef {{}} Leave_Keep_AccountInputs */
/** @typedef {{ name: NonNullable<unknown> }} Leave_Keep_CatchesInputs */
/** @typedef {{}} Leave_PasswordInputs */
/** @typedef {{ email: NonNullable<unknown> }} Leave_Type_EmailInputs */
/** @typedef {{ word: NonNullable<unknown> }} Leave_Type_WordInputs */
/** @typedef {{ word: NonNullable<unknown> }} Leave_Word_RefusedInputs */
/** @typedef {{}} Leave_Your_CatchesInputs */
/** @typedef {{}} Leave_Your_DataInputs */
/** @typedef {{}} Live_OffInputs */
/** @typedef {{}} Live_OnInputs */
/** @typedef {{ time: NonNullable<unknown> }} Live_UpdatedInputs */
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
/** @typedef {{}} Passkey_AddInputs */
/** @typedef {{}} Passkey_AddedInputs */
/** @typedef {{ link: NonNullable<unknown> }} Passkey_Confirm_To_AddInputs */
/** @typedef {{}} Passkey_Default_NameInputs */
/** @typedef {{}} Passkey_HeadingInputs */
/** @typedef {{}} Passkey_Last_UsedInputs */
/** @typedef {{}} Passkey_LeadInputs */
/** @typedef {{ name: NonNullable<unknown> }} Passkey_Name_OfInputs */
/** @typedef {{}} Passkey_NeverInputs */
/** @typedef {{}} Passkey_New_NameInputs */
/** @typedef {{}} Passkey_NoneInputs */
/** @typedef {{}} Passkey_RemoveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Passkey_Remove_LabelInputs */
/** @typedef {{}} Passkey_RenameInputs */
/** @typedef {{ name: NonNullable<unknown> }} Passkey_Rename_LabelInputs */
/** @typedef {{}} Passkey_Sign_InInputs */
/** @typedef {{}} Passkey_YoursInputs */
/** @typedef {{}} Password_LabelInputs */
/** @typedef {{}} People_AccessInputs */
/** @typedef {{}} People_Access_LegendInputs */
/** @typedef {{}} People_Access_NoteInputs */
/** @typedef {{}} People_ActiveInputs */
/** @typedef {{}} People_ActivityInputs */
/** @typedef {{ name: NonNullable<unknown> }} People_Activity_OfInputs */
/** @typedef {{}} People_AddInputs */
/** @typedef {{}} People_Add_PersonInputs */
/** @typedef {{}} People_Area_DiversInputs */
/** @typedef {{}} People_Area_LeaderboardsInputs */
/** @typedef {{}} People_Area_SpeciesInputs */
/** @typedef {{}} People_BackInputs */
/** @typedef {{}} People_Change_RoleInputs */
/** @typedef {{}} People_DeletedInputs */
/** @typedef {{}} People_DisableInputs */
/** @typedef {{ name: NonNullable<unknown> }} People_Disable_LabelInputs */
/** @typedef {{}} People_DisabledInputs */
/** @typedef {{}} People_EnableInputs */
/** @typedef {{ name: NonNullable<unknown> }} People_Enable_LabelInputs */
/** @typedef {{}} People_HeadingInputs */
/** @typedef {{ origin: NonNullable<unknown> }} People_Insecure_Base_UrlInputs */
/** @typedef {{}} People_Joining_ApprovalInputs */
/** @typedef {{}} People_Joining_ClosedInputs */
/** @typedef {{}} People_Joining_Developer_LabelInputs */
/** @typedef {{}} People_Joining_Developer_OffInputs */
/** @typedef {{}} People_Joining_Developer_OnInputs */
/** @typedef {{}} People_Joining_HeadingInputs */
/** @typedef {{}} People_Joining_InviteInputs */
/** @typedef {{}} People_Joining_Mail_LabelInputs */
/** @typedef {{}} People_Joining_Mail_OffInputs */
/** @typedef {{}} People_Joining_Mail_OnInputs */
/** @typedef {{}} People_Joining_Mode_LabelInputs */
/** @typedef {{}} People_Joining_NoteInputs */
/** @typedef {{}} People_Joining_OpenInputs */
/** @typedef {{}} People_Link_AccessInputs */
/** @typedef {{}} People_Link_ClubInputs */
/** @typedef {{}} People_Link_SpeciesInputs */
/** @typedef {{}} People_No_AddressInputs */
/** @typedef {{}} People_No_Such_PersonInputs */
/** @typedef {{}} People_Refused_RoleInputs */
/** @typedef {{}} People_Refused_TakenInputs */
/** @typedef {{}} People_RoleInputs */
/** @typedef {{}} People_Role_AdminInputs */
/** @typedef {{}} People_Role_DeveloperInputs */
/** @typedef {{}} People_Role_DiverInputs */
/** @typedef {{ name: NonNullable<unknown> }} People_Role_OfInputs */
/** @typedef {{}} People_Role_VerifierInputs */
/** @typedef {{}} People_Second_FactorInputs */
/** @typedef {{}} People_SettingsInputs */
/** @typedef {{ count: NonNullable<unknown> }} People_Tile_ApplicationsInputs */
/** @typedef {{ count: NonNullable<unknown> }} People_Tile_CatchesInputs */
/** @typedef {{ count: NonNullable<unknown> }} People_Tile_Sign_UpsInputs */
/** @typedef {{}} People_TitleInputs */
/** @typedef {{ newer: NonNullable<unknown>, current: NonNullable<unknown>, update: NonNullable<unknown>, rollback: NonNullable<unknown> }} People_Update_AvailableInputs */
/** @typedef {{}} People_Waiting_For_YouInputs */
/** @typedef {{}} Problems_TitleInputs */
/** @typedef {{}} Reset_Check_InboxInputs */
/** @typedef {{}} Reset_Credentials_LegendInputs */
/** @typedef {{}} Reset_Done_TextInputs */
/** @typedef {{}} Reset_Done_TitleInputs */
/** @typedef {{ keys: NonNullable<unknown>, apps: NonNullable<unknown> }} Reset_KeptInputs */
/** @typedef {{}} Reset_Kept_AppsInputs */
/** @typedef {{}} Reset_Kept_KeysInputs */
/** @typedef {{}} Reset_Kind_AppInputs */
/** @typedef {{}} Reset_Kind_KeyInputs */
/** @typedef {{}} Reset_LeadInputs */
/** @typedef {{ made: NonNullable<unknown>, used: NonNullable<unknown> }} Reset_Made_Last_UsedInputs */
/** @typedef {{ made: NonNullable<unknown> }} Reset_Made_Never_UsedInputs */
/** @typedef {{ url: NonNullable<unknown>, link: NonNullable<unknown> }} Reset_Mail_BodyInputs */
/** @typedef {{}} Reset_Mail_MeInputs */
/** @typedef {{}} Reset_Mail_SubjectInputs */
/** @typedef {{}} Reset_New_LeadInputs */
/** @typedef {{}} Reset_New_TitleInputs */
/** @typedef {{}} Reset_No_MailInputs */
/** @typedef {{}} Reset_Revoke_TooInputs */
/** @typedef {{}} Reset_RevokedInputs */
/** @typedef {{}} Reset_Set_PasswordInputs */
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
/** @typedef {{}} Totp_BackInputs */
/** @typedef {{}} Totp_Code_LabelInputs */
/** @typedef {{}} Totp_Code_Or_RecoveryInputs */
/** @typedef {{ count: NonNullable<unknown> }} Totp_Codes_LeftInputs */
/** @typedef {{}} Totp_Codes_OnceInputs */
/** @typedef {{}} Totp_Codes_TextInputs */
/** @typedef {{}} Totp_Codes_TitleInputs */
/** @typedef {{}} Totp_Enter_CodeInputs */
/** @typedef {{}} Totp_HasInputs */
/** @typedef {{}} Totp_HeadingInputs */
/** @typedef {{ key: NonNullable<unknown> }} Totp_KeyInputs */
/** @typedef {{}} Totp_NoneInputs */
/** @typedef {{}} Totp_OffInputs */
/** @typedef {{}} Totp_OnInputs */
/** @typedef {{}} Totp_Or_PasswordInputs */
/** @typedef {{}} Totp_Password_RightInputs */
/** @typedef {{}} Totp_Qr_LabelInputs */
/** @typedef {{}} Totp_RemoveInputs */
/** @typedef {{}} Totp_Remove_CodeInputs */
/** @typedef {{}} Totp_ResetInputs */
/** @typedef {{ name: NonNullable<unknown> }} Totp_Reset_LabelInputs */
/** @typedef {{}} Totp_ScanInputs */
/** @typedef {{}} Totp_Set_UpInputs */
/** @typedef {{}} Totp_Start_FirstInputs */
/** @typedef {{ uri: NonNullable<unknown> }} Totp_UriInputs */
/** @typedef {{}} Totp_Use_PasskeyInputs */
/** @typedef {{}} Totp_Wrong_CodeInputs */
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
/** @typedef {{}} Webhook_AddInputs */
/** @typedef {{}} Webhook_Add_HeadingInputs */
/** @typedef {{ url: NonNullable<unknown> }} Webhook_AddedInputs */
/** @typedef {{ code: NonNullable<unknown>, ms: NonNullable<unknown> }} Webhook_Attempt_HttpInputs */
/** @typedef {{ error: NonNullable<unknown>, ms: NonNullable<unknown> }} Webhook_Attempt_No_AnswerInputs */
/** @typedef {{}} Webhook_AttemptsInputs */
/** @typedef {{}} Webhook_CancelInputs */
/** @typedef {{}} Webhook_DeleteInputs */
/** @typedef {{}} Webhook_Delete_AskInputs */
/** @typedef {{}} Webhook_Delete_TitleInputs */
/** @typedef {{ url: NonNullable<unknown> }} Webhook_Delete_WhatInputs */
/** @typedef {{}} Webhook_DeliveriesInputs */
/** @typedef {{}} Webhook_Delivery_FailedInputs */
/** @typedef {{}} Webhook_Delivery_PendingInputs */
/** @typedef {{}} Webhook_Delivery_SucceededInputs */
/** @typedef {{}} Webhook_DescriptionInputs */
/** @typedef {{}} Webhook_DisableInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Webhook_DisabledInputs */
/** @typedef {{}} Webhook_EnableInputs */
/** @typedef {{}} Webhook_EnabledInputs */
/** @typedef {{ url: NonNullable<unknown> }} Webhook_Endpoint_TitleInputs */
/** @typedef {{}} Webhook_ErrorInputs */
/** @typedef {{}} Webhook_EventInputs */
/** @typedef {{}} Webhook_Every_EventInputs */
/** @typedef {{}} Webhook_Failing_SinceInputs */
/** @typedef {{}} Webhook_New_SecretInputs */
/** @typedef {{}} Webhook_Next_RetryInputs */
/** @typedef {{}} Webhook_No_AttemptsInputs */
/** @typedef {{}} Webhook_No_DeliveriesInputs */
/** @typedef {{}} Webhook_No_EndpointsInputs */
/** @typedef {{}} Webhook_RefreshInputs */
/** @typedef {{}} Webhook_ResendInputs */
/** @typedef {{ type: NonNullable<unknown>, id: NonNullable<unknown> }} Webhook_Resend_LabelInputs */
/** @typedef {{}} Webhook_RotateInputs */
/** @typedef {{}} Webhook_SecretInputs */
/** @typedef {{}} Webhook_Send_TestInputs */
/** @typedef {{}} Webhook_StateInputs */
/** @typedef {{}} Webhook_StatusInputs */
/** @typedef {{}} Webhook_TitleInputs */
/** @typedef {{}} Webhook_UrlInputs */
import * as registry from "../registry.js"


export const account_activity = /** @type {(inputs: Account_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δραστηριότητα λογαριασμού`)
};

export const account_change_password = /** @type {(inputs: Account_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αλλαγή κωδικού`)
};

export const account_col_address = /** @type {(inputs: Account_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διεύθυνση`)
};

export const account_col_device = /** @type {(inputs: Account_Col_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συσκευή`)
};

export const account_col_from = /** @type {(inputs: Account_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Από`)
};

export const account_col_last_seen = /** @type {(inputs: Account_Col_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τελευταία δραστηριότητα`)
};

export const account_col_what = /** @type {(inputs: Account_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τι`)
};

export const account_col_when = /** @type {(inputs: Account_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πότε`)
};

export const account_confirm = /** @type {(inputs: Account_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιβεβαίωση`)
};

export const account_confirm_code_label = /** @type {(inputs: Account_Confirm_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ή έναν κωδικό από την εφαρμογή ελέγχου ταυτότητας`)
};

export const account_confirm_lead = /** @type {(inputs: Account_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Αυτή η αλλαγή χρειάζεται νέα επιβεβαίωση ότι είστε εσείς. Δεν θα σας ξαναρωτήσουμε για τα επόμενα ${i?.minutes} λεπτά.`)
};

export const account_confirm_provider = /** @type {(inputs: Account_Confirm_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο λογαριασμός σας συνδέεται μέσω άλλου παρόχου: αποσυνδεθείτε, συνδεθείτε ξανά και μετά κάντε την αλλαγή.`)
};

export const account_confirm_title = /** @type {(inputs: Account_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιβεβαιώστε ότι είστε εσείς`)
};

export const account_confirm_with_code = /** @type {(inputs: Account_Confirm_With_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιβεβαίωση με τον κωδικό`)
};

export const account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τρέχων κωδικός πρόσβασης`)
};

export const account_developer_link = /** @type {(inputs: Account_Developer_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναπτύξτε με το API: η πύλη προγραμματιστών`)
};

export const account_device_browser_on = /** @type {(inputs: Account_Device_Browser_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ένα πρόγραμμα περιήγησης σε ${i?.system}`)
};

export const account_device_on = /** @type {(inputs: Account_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} σε ${i?.system}`)
};

export const account_device_unknown = /** @type {(inputs: Account_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`άγνωστη συσκευή`)
};

export const account_diver_page = /** @type {(inputs: Account_Diver_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σελίδα σας ως δύτη`)
};

export const account_event_display_name_changed = /** @type {(inputs: Account_Event_Display_Name_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το όνομα άλλαξε`)
};

export const account_event_email_change_requested = /** @type {(inputs: Account_Event_Email_Change_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζητήθηκε νέα διεύθυνση email`)
};

export const account_event_email_changed = /** @type {(inputs: Account_Event_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η διεύθυνση email άλλαξε`)
};

export const account_event_ended = /** @type {(inputs: Account_Event_EndedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} έκλεισε`);
	return /** @type {LocalizedString} */ (`${i?.count} έκλεισαν`)
	
};

export const account_event_passkey_added = /** @type {(inputs: Account_Event_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προστέθηκε κλειδί πρόσβασης`)
};

export const account_event_passkey_removed = /** @type {(inputs: Account_Event_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αφαιρέθηκε κλειδί πρόσβασης`)
};

export const account_event_password_changed = /** @type {(inputs: Account_Event_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο κωδικός άλλαξε`)
};

export const account_event_password_reset = /** @type {(inputs: Account_Event_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κωδικός ορίστηκε μέσω συνδέσμου με email`)
};

export const account_event_recovery_code_used = /** @type {(inputs: Account_Event_Recovery_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χρησιμοποιήθηκε κωδικός ανάκτησης`)
};

export const account_event_role_changed = /** @type {(inputs: Account_Event_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο ρόλος άλλαξε`)
};

export const account_event_second_factor_added = /** @type {(inputs: Account_Event_Second_Factor_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προστέθηκε εφαρμογή ελέγχου ταυτότητας`)
};

export const account_event_second_factor_removed = /** @type {(inputs: Account_Event_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αφαιρέθηκε η εφαρμογή ελέγχου ταυτότητας`)
};

export const account_event_session_ended = /** @type {(inputs: Account_Event_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έκλεισε μια σύνδεση`)
};

export const account_event_sessions_ended = /** @type {(inputs: Account_Event_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έκλεισαν οι άλλες συνδέσεις`)
};

export const account_event_sign_in = /** @type {(inputs: Account_Event_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σύνδεση`)
};

export const account_event_sign_in_failed = /** @type {(inputs: Account_Event_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποτυχημένη σύνδεση (λάθος κωδικός)`)
};

export const account_event_with = /** @type {(inputs: Account_Event_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`με ${i?.method}`)
};

export const account_mail_new_address_body = /** @type {(inputs: Account_Mail_New_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κάποιος ζήτησε να χρησιμοποιεί αυτή τη διεύθυνση για τον λογαριασμό του στο catchd στο ${i?.url}.

Αν ήσασταν εσείς, ανοίξτε αυτόν τον σύνδεσμο μέσα σε 24 ώρες για να την επιβεβαιώσετε:

${i?.link}

Αν δεν ήσασταν εσείς, αγνοήστε αυτό το μήνυμα: χωρίς τον σύνδεσμο δεν αλλάζει τίποτα.`)
};

export const account_mail_new_address_subject = /** @type {(inputs: Account_Mail_New_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιβεβαιώστε τη νέα σας διεύθυνση email για το catchd`)
};

export const account_mail_old_address_body = /** @type {(inputs: Account_Mail_Old_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κάποιος συνδεδεμένος στον λογαριασμό σας στο catchd στο ${i?.url} ζήτησε να αλλάξει τη διεύθυνση email του.

Αυτή η διεύθυνση ισχύει μέχρι να επιβεβαιωθεί η νέα με τον σύνδεσμο που της στάλθηκε. Αν δεν ήσασταν εσείς, συνδεθείτε, αλλάξτε τον κωδικό σας (έτσι αποσυνδέονται όλοι οι άλλοι) και επαναφέρετε τη διεύθυνσή σας:

${i?.link}`)
};

export const account_mail_old_address_subject = /** @type {(inputs: Account_Mail_Old_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η διεύθυνση email σας στο catchd αλλάζει`)
};

export const account_name_label = /** @type {(inputs: Account_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όνομα`)
};

export const account_new_address_text = /** @type {(inputs: Account_New_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Να χρησιμοποιείται το ${i?.email} για τον λογαριασμό σας στο catchd από εδώ και πέρα;`)
};

export const account_new_address_title = /** @type {(inputs: Account_New_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιβεβαιώστε τη νέα σας διεύθυνση`)
};

export const account_new_password = /** @type {(inputs: Account_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Νέος κωδικός πρόσβασης`)
};

export const account_not_linkable_closed = /** @type {(inputs: Account_Not_Linkable_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει λογαριασμός με αυτή τη διεύθυνση εδώ, και ο σύλλογος δεν δέχεται νέα μέλη αυτή τη στιγμή.`)
};

export const account_not_linkable_declined = /** @type {(inputs: Account_Not_Linkable_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια εγγραφή με αυτή τη διεύθυνση απορρίφθηκε. Ρωτήστε έναν διαχειριστή αν πιστεύετε ότι πρόκειται για λάθος.`)
};

export const account_not_linkable_disabled = /** @type {(inputs: Account_Not_Linkable_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτός ο λογαριασμός έχει απενεργοποιηθεί από διαχειριστή.`)
};

export const account_not_linkable_invite = /** @type {(inputs: Account_Not_Linkable_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει λογαριασμός με αυτή τη διεύθυνση εδώ. Ζητήστε πρόσκληση από έναν διαχειριστή και ανοίξτε τον σύνδεσμό της.`)
};

export const account_not_linkable_unconfirmed = /** @type {(inputs: Account_Not_Linkable_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένας λογαριασμός εδώ χρησιμοποιεί αυτή τη διεύθυνση, αλλά δεν έχει επιβεβαιωθεί, οπότε δεν μπορεί να συνδεθεί. Συνδεθείτε με τον κωδικό σας ή ρωτήστε έναν διαχειριστή.`)
};

export const account_not_linkable_unverified = /** @type {(inputs: Account_Not_Linkable_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο λογαριασμός σας εκεί δεν έχει επαληθευμένο email, οπότε δεν μπορεί να συνδεθεί με λογαριασμό catchd.`)
};

export const account_notifications_link = /** @type {(inputs: Account_Notifications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ειδοποιήσεις: τι σας φτάνει`)
};

export const account_password_lead = /** @type {(inputs: Account_Password_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αν τον αλλάξετε, κλείνουν όλες οι άλλες συνδέσεις σας.`)
};

export const account_pending_email = /** @type {(inputs: Account_Pending_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Περιμένουμε να επιβεβαιώσετε το ${i?.pending} με τον σύνδεσμο που στείλαμε εκεί. Μέχρι τότε κρατάμε το ${i?.email}.`)
};

export const account_pref_as_club = /** @type {(inputs: Account_Pref_As_ClubInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Όπως ο σύλλογος (${i?.shown})`)
};

export const account_pref_heading = /** @type {(inputs: Account_Pref_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μονάδες, ζώνη ώρας και γλώσσα`)
};

export const account_pref_note = /** @type {(inputs: Account_Pref_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ορισμένες σελίδες είναι ακόμη στα αγγλικά· η καθεμία θα εμφανίζεται στη γλώσσα σας μόλις μεταφραστεί.`)
};

export const account_pref_time_zone = /** @type {(inputs: Account_Pref_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζώνη ώρας`)
};

export const account_pref_units = /** @type {(inputs: Account_Pref_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μονάδες`)
};

export const account_profile_heading = /** @type {(inputs: Account_Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όνομα και email`)
};

export const account_provider_cancelled = /** @type {(inputs: Account_Provider_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ο πάροχος ${i?.provider} δεν σας συνέδεσε.`)
};

export const account_provider_cancelled_title = /** @type {(inputs: Account_Provider_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σύνδεση ακυρώθηκε`)
};

export const account_provider_failed = /** @type {(inputs: Account_Provider_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ο πάροχος ${i?.provider} δεν μπόρεσε να επιβεβαιώσει την ταυτότητά σας. Δοκιμάστε ξανά.`)
};

export const account_provider_failed_title = /** @type {(inputs: Account_Provider_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σύνδεση απέτυχε`)
};

export const account_provider_refused_title = /** @type {(inputs: Account_Provider_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν είναι δυνατή η σύνδεση`)
};

export const account_provider_unavailable = /** @type {(inputs: Account_Provider_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δεν ήταν δυνατή η επικοινωνία με ${i?.provider}. Δοκιμάστε αργότερα ή χρησιμοποιήστε τον κωδικό σας.`)
};

export const account_provider_unavailable_title = /** @type {(inputs: Account_Provider_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σύνδεση δεν είναι διαθέσιμη`)
};

export const account_provider_waiting = /** @type {(inputs: Account_Provider_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εγγραφή σας περιμένει την απόφαση ενός διαχειριστή. Μόλις εγκριθεί, συνδεθείτε με τον ίδιο τρόπο.`)
};

export const account_role = /** @type {(inputs: Account_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ρόλος: ${i?.role}`)
};

export const account_save = /** @type {(inputs: Account_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποθήκευση`)
};

export const account_session_sign_out = /** @type {(inputs: Account_Session_Sign_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Αποσύνδεση από ${i?.device}, τελευταία δραστηριότητα ${i?.time}`)
};

export const account_sessions = /** @type {(inputs: Account_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πού είστε συνδεδεμένοι`)
};

export const account_sign_out_others = /** @type {(inputs: Account_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποσύνδεση από όλες τις άλλες`)
};

export const account_this_session = /** @type {(inputs: Account_This_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(αυτή)`)
};

export const account_title = /** @type {(inputs: Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο λογαριασμός σας`)
};

export const account_units_imperial = /** @type {(inputs: Account_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αγγλοσαξονικό (lb, in, ft, °F)`)
};

export const account_units_metric = /** @type {(inputs: Account_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μετρικό (kg, cm, m, °C)`)
};

export const account_wrong_password = /** @type {(inputs: Account_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο κωδικός δεν είναι σωστός.`)
};

export const account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο κωδικός σας`)
};

export const board_any = /** @type {(inputs: Board_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλα`)
};

export const board_ask_each = /** @type {(inputs: Board_Ask_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: ζητήστε επαλήθευση για καθεμία`)
};

export const board_board = /** @type {(inputs: Board_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάταξη`)
};

export const board_boards_label = /** @type {(inputs: Board_Boards_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατατάξεις`)
};

export const board_caption_catch_count = /** @type {(inputs: Board_Caption_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πόσα ψάρια έβγαλε κάθε ψαροντουφεκάς.`)
};

export const board_caption_deepest = /** @type {(inputs: Board_Caption_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η βαθύτερη ψαριά κάθε ψαροντουφεκά.`)
};

export const board_caption_heaviest = /** @type {(inputs: Board_Caption_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το βαρύτερο ψάρι κάθε ψαροντουφεκά, με την ψαριά του.`)
};

export const board_caption_total_weight = /** @type {(inputs: Board_Caption_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλα τα ψάρια κάθε ψαροντουφεκά, ζυγισμένα μαζί.`)
};

export const board_catch_count = /** @type {(inputs: Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Περισσότερες ψαριές`)
};

export const board_choose = /** @type {(inputs: Board_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιλέξτε κατάταξη και φίλτρα`)
};

export const board_col_catch = /** @type {(inputs: Board_Col_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ψαριά`)
};

export const board_col_catches = /** @type {(inputs: Board_Col_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ψαριές`)
};

export const board_col_depth = /** @type {(inputs: Board_Col_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βάθος`)
};

export const board_col_diver = /** @type {(inputs: Board_Col_DiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ψαροντουφεκάς`)
};

export const board_col_rank = /** @type {(inputs: Board_Col_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Θέση`)
};

export const board_col_weight = /** @type {(inputs: Board_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βάρος`)
};

export const board_deepest = /** @type {(inputs: Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βαθύτερη ψαριά`)
};

export const board_dive_freedive = /** @type {(inputs: Board_Dive_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ελεύθερη κατάδυση`)
};

export const board_dive_scuba = /** @type {(inputs: Board_Dive_ScubaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`με φιάλη`)
};

export const board_dive_type = /** @type {(inputs: Board_Dive_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είδος κατάδυσης`)
};

export const board_embeddable = /** @type {(inputs: Board_EmbeddableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`κατάταξη για ενσωμάτωση`)
};

export const board_empty_bronze = /** @type {(inputs: Board_Empty_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή η κατάταξη δείχνει ψαριές επαληθευμένες ως χάλκινο ή ανώτερο: επιλογή του συλλόγου, ώστε ένα ρεκόρ να είναι πραγματικό ρεκόρ.`)
};

export const board_empty_gold = /** @type {(inputs: Board_Empty_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή η κατάταξη δείχνει μόνο ψαριές επαληθευμένες ως χρυσό: επιλογή του συλλόγου, ώστε ένα ρεκόρ να είναι πραγματικό ρεκόρ.`)
};

export const board_empty_silver = /** @type {(inputs: Board_Empty_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή η κατάταξη δείχνει ψαριές επαληθευμένες ως ασημένιο ή ανώτερο: επιλογή του συλλόγου, ώστε ένα ρεκόρ να είναι πραγματικό ρεκόρ.`)
};

export const board_empty_title = /** @type {(inputs: Board_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία ψαριά δεν μετράει εδώ ακόμη.`)
};

export const board_every_catch = /** @type {(inputs: Board_Every_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δείτε όλες τις ψαριές, επαληθευμένες ή όχι`)
};

export const board_filters_label = /** @type {(inputs: Board_Filters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάταξη και φίλτρα`)
};

export const board_for_website = /** @type {(inputs: Board_For_WebsiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Για τον ιστότοπο του συλλόγου σας: ${i?.link}`)
};

export const board_gear = /** @type {(inputs: Board_GearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όπλο`)
};

export const board_gear_other = /** @type {(inputs: Board_Gear_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`άλλο`)
};

export const board_gear_polespear = /** @type {(inputs: Board_Gear_PolespearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`καμάκι`)
};

export const board_gear_sling = /** @type {(inputs: Board_Gear_SlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`σφεντόνα`)
};

export const board_gear_speargun = /** @type {(inputs: Board_Gear_SpeargunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ψαροντούφεκο`)
};

export const board_heading = /** @type {(inputs: Board_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατατάξεις`)
};

export const board_heaviest = /** @type {(inputs: Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βαρύτερο ψάρι`)
};

export const board_medal_bronze = /** @type {(inputs: Board_Medal_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χάλκινο`)
};

export const board_medal_gold = /** @type {(inputs: Board_Medal_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χρυσό`)
};

export const board_medal_silver = /** @type {(inputs: Board_Medal_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ασημένιο`)
};

export const board_no_catches = /** @type {(inputs: Board_No_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία ψαριά σε αυτή την κατάταξη ακόμη.`)
};

export const board_page_title = /** @type {(inputs: Board_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κατάταξη: ${i?.board}`)
};

export const board_photo_alt = /** @type {(inputs: Board_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species} — ${i?.diver}`)
};

export const board_podium = /** @type {(inputs: Board_PodiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι τρεις πρώτοι`)
};

export const board_season = /** @type {(inputs: Board_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σεζόν (έτος)`)
};

export const board_show = /** @type {(inputs: Board_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εμφάνιση`)
};

export const board_species = /** @type {(inputs: Board_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είδος`)
};

export const board_table_label = /** @type {(inputs: Board_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάταξη`)
};

export const board_tier_bronze = /** @type {(inputs: Board_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επαληθευμένες ως χάλκινο ή ανώτερο`)
};

export const board_tier_gold = /** @type {(inputs: Board_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μόνο επαληθευμένες ως χρυσό`)
};

export const board_tier_silver = /** @type {(inputs: Board_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επαληθευμένες ως ασημένιο ή ανώτερο`)
};

export const board_tier_unverified = /** @type {(inputs: Board_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλες οι ψαριές, επαληθευμένες ή όχι`)
};

export const board_total_weight = /** @type {(inputs: Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συνολικό βάρος`)
};

export const board_waiting_verification = /** @type {(inputs: Board_Waiting_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ψαριές που περιμένουν επαλήθευση`)
};

export const board_which_count = /** @type {(inputs: Board_Which_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ποιες ψαριές μετράνε`)
};

export const board_your_unverified = /** @type {(inputs: Board_Your_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι ψαριές σας που δεν έχουν επαληθευτεί`)
};

export const catch_add_photos = /** @type {(inputs: Catch_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη φωτογραφιών`)
};

export const catch_any = /** @type {(inputs: Catch_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οποιοδήποτε`)
};

export const catch_ask_verification = /** @type {(inputs: Catch_Ask_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη αποδείξεων και αίτημα επαλήθευσης`)
};

export const catch_by = /** @type {(inputs: Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Από ${i?.link}`)
};

export const catch_caught = /** @type {(inputs: Catch_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πιάστηκε`)
};

export const catch_caught_after = /** @type {(inputs: Catch_Caught_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πιάστηκε μετά από (ώρα ${i?.zone})`)
};

export const catch_caught_at_now = /** @type {(inputs: Catch_Caught_At_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ώρα ψαριάς (δική σας ώρα· κενό σημαίνει τώρα)`)
};

export const catch_caught_at_zone = /** @type {(inputs: Catch_Caught_At_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ώρα ψαριάς (ώρα ${i?.zone})`)
};

export const catch_caught_before = /** @type {(inputs: Catch_Caught_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πιάστηκε πριν από (ώρα ${i?.zone})`)
};

export const catch_count = /** @type {(inputs: Catch_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ψαριά`);
	return /** @type {LocalizedString} */ (`${i?.count} ψαριές`)
	
};

export const catch_delete_button = /** @type {(inputs: Catch_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή`)
};

export const catch_delete_keep = /** @type {(inputs: Catch_Delete_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διατήρηση`)
};

export const catch_delete_link = /** @type {(inputs: Catch_Delete_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή αυτής της ψαριάς…`)
};

export const catch_delete_question = /** @type {(inputs: Catch_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή αυτής της ψαριάς;`)
};

export const catch_delete_title = /** @type {(inputs: Catch_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή ψαριάς`)
};

export const catch_delete_warning = /** @type {(inputs: Catch_Delete_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι φωτογραφίες και το ιστορικό επαλήθευσης διαγράφονται μαζί της. Η ενέργεια δεν αναιρείται.`)
};

export const catch_depth = /** @type {(inputs: Catch_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βάθος`)
};

export const catch_dive = /** @type {(inputs: Catch_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάδυση`)
};

export const catch_dive_freedive = /** @type {(inputs: Catch_Dive_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ελεύθερη κατάδυση`)
};

export const catch_dive_scuba = /** @type {(inputs: Catch_Dive_ScubaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Με φιάλη`)
};

export const catch_dive_type = /** @type {(inputs: Catch_Dive_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τύπος κατάδυσης`)
};

export const catch_edit = /** @type {(inputs: Catch_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επεξεργασία`)
};

export const catch_edit_title = /** @type {(inputs: Catch_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επεξεργασία ψαριάς`)
};

export const catch_edit_title_of = /** @type {(inputs: Catch_Edit_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επεξεργασία: ${i?.species}`)
};

export const catch_edit_warning = /** @type {(inputs: Catch_Edit_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αν αλλάξετε το βάρος ή το είδος μιας επαληθευμένης ψαριάς, επιστρέφει σε «χωρίς επαλήθευση».`)
};

export const catch_filter_label = /** @type {(inputs: Catch_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φίλτρα για τις ψαριές μου`)
};

export const catch_filter_max_depth = /** @type {(inputs: Catch_Filter_Max_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μέγ. βάθος`)
};

export const catch_filter_max_weight = /** @type {(inputs: Catch_Filter_Max_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μέγ. βάρος`)
};

export const catch_filter_min_depth = /** @type {(inputs: Catch_Filter_Min_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ελάχ. βάθος`)
};

export const catch_filter_min_weight = /** @type {(inputs: Catch_Filter_Min_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ελάχ. βάρος`)
};

export const catch_filter_order = /** @type {(inputs: Catch_Filter_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ταξινόμηση`)
};

export const catch_filter_submit = /** @type {(inputs: Catch_Filter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φιλτράρισμα`)
};

export const catch_filter_title = /** @type {(inputs: Catch_Filter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φίλτρα και ταξινόμηση`)
};

export const catch_filter_words = /** @type {(inputs: Catch_Filter_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Λέξεις στις σημειώσεις`)
};

export const catch_gear = /** @type {(inputs: Catch_GearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όπλο`)
};

export const catch_gear_not_said = /** @type {(inputs: Catch_Gear_Not_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν δηλώθηκε`)
};

export const catch_gear_other = /** @type {(inputs: Catch_Gear_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άλλο`)
};

export const catch_gear_polespear = /** @type {(inputs: Catch_Gear_PolespearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμάκι`)
};

export const catch_gear_sling = /** @type {(inputs: Catch_Gear_SlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σφεντόνα`)
};

export const catch_gear_speargun = /** @type {(inputs: Catch_Gear_SpeargunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ψαροτούφεκο`)
};

export const catch_latitude = /** @type {(inputs: Catch_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Γεωγραφικό πλάτος`)
};

export const catch_length = /** @type {(inputs: Catch_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μήκος`)
};

export const catch_length_optional = /** @type {(inputs: Catch_Length_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μήκος (προαιρετικό)`)
};

export const catch_list_empty_button = /** @type {(inputs: Catch_List_Empty_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καταγράψτε την πρώτη σας ψαριά`)
};

export const catch_list_empty_text = /** @type {(inputs: Catch_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κάθε ψάρι που βγάζετε καταγράφεται εδώ, με τις φωτογραφίες του: καταγράψτε το από τη βάρκα, ακόμη και χωρίς σήμα.`)
};

export const catch_list_empty_title = /** @type {(inputs: Catch_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το ημερολόγιό σας είναι άδειο`)
};

export const catch_list_no_match = /** @type {(inputs: Catch_List_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία ψαριά δεν ταιριάζει με αυτά τα φίλτρα.`)
};

export const catch_list_title = /** @type {(inputs: Catch_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι ψαριές μου`)
};

export const catch_located = /** @type {(inputs: Catch_LocatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η θέση ορίστηκε (±${i?.accuracy} m).`)
};

export const catch_locating = /** @type {(inputs: Catch_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εντοπισμός θέσης…`)
};

export const catch_location_optional = /** @type {(inputs: Catch_Location_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τοποθεσία (προαιρετικό)`)
};

export const catch_longitude = /** @type {(inputs: Catch_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Γεωγραφικό μήκος`)
};

export const catch_new_title = /** @type {(inputs: Catch_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καταγραφή ψαριάς`)
};

export const catch_no_photo = /** @type {(inputs: Catch_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χωρίς φωτογραφία`)
};

export const catch_no_photos = /** @type {(inputs: Catch_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχουν ακόμη φωτογραφίες.`)
};

export const catch_not_located = /** @type {(inputs: Catch_Not_LocatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν ήταν δυνατός ο εντοπισμός της θέσης σας.`)
};

export const catch_not_verified = /** @type {(inputs: Catch_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν έχει επαληθευτεί ακόμη.`)
};

export const catch_notes = /** @type {(inputs: Catch_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σημειώσεις`)
};

export const catch_photo_alt = /** @type {(inputs: Catch_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, φωτογραφία ${i?.number}`)
};

export const catch_photos = /** @type {(inputs: Catch_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φωτογραφίες`)
};

export const catch_place_name = /** @type {(inputs: Catch_Place_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όνομα τοποθεσίας`)
};

export const catch_place_not_given = /** @type {(inputs: Catch_Place_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`δεν δόθηκε`)
};

export const catch_rounded = /** @type {(inputs: Catch_RoundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(κατά προσέγγιση)`)
};

export const catch_save = /** @type {(inputs: Catch_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποθήκευση ψαριάς`)
};

export const catch_save_changes = /** @type {(inputs: Catch_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποθήκευση αλλαγών`)
};

export const catch_sort_deepest = /** @type {(inputs: Catch_Sort_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βαθύτερες`)
};

export const catch_sort_heaviest = /** @type {(inputs: Catch_Sort_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βαρύτερες`)
};

export const catch_sort_newest_caught = /** @type {(inputs: Catch_Sort_Newest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ημ. ψαριάς, νεότερες πρώτα`)
};

export const catch_sort_newest_logged = /** @type {(inputs: Catch_Sort_Newest_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρόσφατες καταγραφές`)
};

export const catch_sort_oldest_caught = /** @type {(inputs: Catch_Sort_Oldest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ημ. ψαριάς, παλαιότερες πρώτα`)
};

export const catch_species = /** @type {(inputs: Catch_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είδος`)
};

export const catch_species_hint = /** @type {(inputs: Catch_Species_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οποιοδήποτε κοινό όνομα σε οποιαδήποτε γλώσσα ή το επιστημονικό όνομα.`)
};

export const catch_tier = /** @type {(inputs: Catch_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επίπεδο`)
};

export const catch_tier_bronze = /** @type {(inputs: Catch_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χάλκινο`)
};

export const catch_tier_gold = /** @type {(inputs: Catch_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χρυσό`)
};

export const catch_tier_silver = /** @type {(inputs: Catch_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ασημένιο`)
};

export const catch_tier_unverified = /** @type {(inputs: Catch_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χωρίς επαλήθευση`)
};

export const catch_time_zone = /** @type {(inputs: Catch_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζώνη ώρας`)
};

export const catch_unit = /** @type {(inputs: Catch_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μονάδα`)
};

export const catch_upload = /** @type {(inputs: Catch_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μεταφόρτωση`)
};

export const catch_use_location = /** @type {(inputs: Catch_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χρήση της θέσης μου`)
};

export const catch_verification_history = /** @type {(inputs: Catch_Verification_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ιστορικό επαληθεύσεων`)
};

export const catch_verification_moved = /** @type {(inputs: Catch_Verification_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.verifier} την άλλαξε από ${i?.from} σε ${i?.to}`)
};

export const catch_verification_requested = /** @type {(inputs: Catch_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζητήθηκε επαλήθευση: αλλαγή αποδείξεων`)
};

export const catch_weight = /** @type {(inputs: Catch_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βάρος`)
};

export const catch_where = /** @type {(inputs: Catch_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τοποθεσία`)
};

export const chart_mark = /** @type {(inputs: Chart_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.value}`)
};

export const chart_mark_default = /** @type {(inputs: Chart_Mark_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`σημάδι`)
};

export const chart_numbers = /** @type {(inputs: Chart_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα νούμερα`)
};

export const club_label_board_min_tier = /** @type {(inputs: Club_Label_Board_Min_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ελάχιστο επίπεδο επαλήθευσης για τους πίνακες κατάταξης`)
};

export const club_label_language = /** @type {(inputs: Club_Label_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Γλώσσα`)
};

export const club_label_name = /** @type {(inputs: Club_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όνομα συλλόγου`)
};

export const club_label_season_start = /** @type {(inputs: Club_Label_Season_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σεζόν αρχίζει στις (ΜΜ-ΗΗ)`)
};

export const club_label_signup = /** @type {(inputs: Club_Label_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πώς γίνεται κανείς μέλος`)
};

export const club_label_time_zone = /** @type {(inputs: Club_Label_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζώνη ώρας`)
};

export const club_label_units = /** @type {(inputs: Club_Label_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μονάδες`)
};

export const club_own_choices = /** @type {(inputs: Club_Own_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο καθένας μπορεί να επιλέξει δικές του μονάδες, ζώνη ώρας και γλώσσα στη σελίδα του λογαριασμού του· αυτές οι ρυθμίσεις ισχύουν για όλους τους άλλους.`)
};

export const club_pinned = /** @type {(inputs: Club_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ορίζεται από το ${i?.variable} στον διακομιστή: το αλλάζει εκεί ο διαχειριστής του διακομιστή.`)
};

export const club_save = /** @type {(inputs: Club_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποθήκευση`)
};

export const club_signup_approval = /** @type {(inputs: Club_Signup_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όποιος θέλει κάνει αίτηση· ένας διαχειριστής εγκρίνει`)
};

export const club_signup_closed = /** @type {(inputs: Club_Signup_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία εγγραφή· οι διαχειριστές προσθέτουν τα μέλη`)
};

export const club_signup_invite = /** @type {(inputs: Club_Signup_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Με πρόσκληση: οι διαχειριστές προσκαλούν με email`)
};

export const club_signup_open = /** @type {(inputs: Club_Signup_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όποιος θέλει γίνεται μέλος ως ψαροντουφεκάς`)
};

export const club_tier_bronze = /** @type {(inputs: Club_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χάλκινο`)
};

export const club_tier_gold = /** @type {(inputs: Club_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χρυσό`)
};

export const club_tier_silver = /** @type {(inputs: Club_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`αργυρό`)
};

export const club_tier_unverified = /** @type {(inputs: Club_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`μη επαληθευμένη`)
};

export const club_title = /** @type {(inputs: Club_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο σύλλογος`)
};

export const club_units_imperial = /** @type {(inputs: Club_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αγγλοσαξονικό (lb, in, ft, °F)`)
};

export const club_units_metric = /** @type {(inputs: Club_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μετρικό (kg, cm, m, °C)`)
};

export const competition_accept = /** @type {(inputs: Competition_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποδοχή`)
};

export const competition_add_divers = /** @type {(inputs: Competition_Add_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ψαροντουφεκάδες (email, χωρισμένα με κόμμα· ο πρώτος κάνει τη δήλωση)`)
};

export const competition_add_entry = /** @type {(inputs: Competition_Add_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη`)
};

export const competition_add_entry_heading = /** @type {(inputs: Competition_Add_Entry_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη συμμετοχής`)
};

export const competition_all_entries = /** @type {(inputs: Competition_All_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλες οι συμμετοχές`)
};

export const competition_biggest = /** @type {(inputs: Competition_BiggestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μεγαλύτερο`)
};

export const competition_cancel = /** @type {(inputs: Competition_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ακύρωση αγώνα`)
};

export const competition_change = /** @type {(inputs: Competition_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αλλαγές στον αγώνα`)
};

export const competition_change_lead = /** @type {(inputs: Competition_Change_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: όλα αλλάζουν μέχρι να ξεκινήσει· μετά, μόνο η περιγραφή.`)
};

export const competition_change_title = /** @type {(inputs: Competition_Change_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Αλλαγές στο ${i?.name}`)
};

export const competition_counts = /** @type {(inputs: Competition_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μετράει`)
};

export const competition_counts_not = /** @type {(inputs: Competition_Counts_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Όχι: ${i?.reason}`)
};

export const competition_counts_points = /** @type {(inputs: Competition_Counts_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("el", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`μετράει, ${i?.points} πόντος`);
	return /** @type {LocalizedString} */ (`μετράει, ${i?.points} πόντοι`)
	
};

export const competition_counts_question = /** @type {(inputs: Competition_Counts_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μετράει;`)
};

export const competition_create_draft = /** @type {(inputs: Competition_Create_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δημιουργία πρόχειρου`)
};

export const competition_description_label = /** @type {(inputs: Competition_Description_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Περιγραφή (προαιρετικά)`)
};

export const competition_dismiss = /** @type {(inputs: Competition_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απόρριψη`)
};

export const competition_division = /** @type {(inputs: Competition_DivisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατηγορία`)
};

export const competition_divisions_label = /** @type {(inputs: Competition_Divisions_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατηγορίες (χωρισμένες με κόμμα, προαιρετικά)`)
};

export const competition_ends_label = /** @type {(inputs: Competition_Ends_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Λήξη (τοπική ώρα)`)
};

export const competition_enter = /** @type {(inputs: Competition_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δήλωση συμμετοχής`)
};

export const competition_entries_count = /** @type {(inputs: Competition_Entries_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} συμμετοχή.`);
	return /** @type {LocalizedString} */ (`${i?.count} συμμετοχές.`)
	
};

export const competition_entry = /** @type {(inputs: Competition_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συμμετοχή`)
};

export const competition_entry_admin = /** @type {(inputs: Competition_Entry_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι διαχειριστές καταχωρίζουν τις συμμετοχές`)
};

export const competition_entry_label = /** @type {(inputs: Competition_Entry_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ποιος δηλώνει συμμετοχή`)
};

export const competition_entry_open = /** @type {(inputs: Competition_Entry_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι ψαροντουφεκάδες δηλώνουν μόνοι τους`)
};

export const competition_finalize = /** @type {(inputs: Competition_FinalizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οριστικοποίηση αποτελεσμάτων`)
};

export const competition_find = /** @type {(inputs: Competition_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναζήτηση`)
};

export const competition_find_entry = /** @type {(inputs: Competition_Find_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναζήτηση συμμετοχής`)
};

export const competition_fish = /** @type {(inputs: Competition_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ψάρια`)
};

export const competition_live_full = /** @type {(inputs: Competition_Live_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η κατάταξη εμφανίζεται κανονικά αν ανανεώσετε τη σελίδα.`)
};

export const competition_live_full_title = /** @type {(inputs: Competition_Live_Full_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η ζωντανή κατάταξη είναι γεμάτη`)
};

export const competition_my_fish = /** @type {(inputs: Competition_My_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα ψάρια μου`)
};

export const competition_my_fish_rank = /** @type {(inputs: Competition_My_Fish_RankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τα ψάρια μου · θέση ${i?.rank}`)
};

export const competition_name_label = /** @type {(inputs: Competition_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όνομα`)
};

export const competition_new = /** @type {(inputs: Competition_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Νέος αγώνας`)
};

export const competition_next = /** @type {(inputs: Competition_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επόμενη: ${i?.name}`)
};

export const competition_no_entries = /** @type {(inputs: Competition_No_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχουν ακόμη συμμετοχές.`)
};

export const competition_no_fish = /** @type {(inputs: Competition_No_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν έχουν καταγραφεί ακόμη ψάρια στη διάρκεια του αγώνα.`)
};

export const competition_no_fish_window = /** @type {(inputs: Competition_No_Fish_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν καταγράφηκαν ψάρια στη διάρκεια του αγώνα.`)
};

export const competition_nobody = /** @type {(inputs: Competition_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(κανείς)`)
};

export const competition_none = /** @type {(inputs: Competition_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κανένας.`)
};

export const competition_overall = /** @type {(inputs: Competition_OverallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Γενική`)
};

export const competition_points = /** @type {(inputs: Competition_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πόντοι`)
};

export const competition_preset_cmas = /** @type {(inputs: Competition_Preset_CmasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βαθμολογία CMAS`)
};

export const competition_preset_heaviest = /** @type {(inputs: Competition_Preset_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βαρύτερο ψάρι`)
};

export const competition_preset_total = /** @type {(inputs: Competition_Preset_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συνολικό βάρος`)
};

export const competition_printable_results = /** @type {(inputs: Competition_Printable_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποτελέσματα για εκτύπωση`)
};

export const competition_protest_dismissed = /** @type {(inputs: Competition_Protest_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`απορρίφθηκε`)
};

export const competition_protest_entry = /** @type {(inputs: Competition_Protest_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Για τη συμμετοχή`)
};

export const competition_protest_general = /** @type {(inputs: Competition_Protest_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(τα αποτελέσματα γενικά)`)
};

export const competition_protest_heading = /** @type {(inputs: Competition_Protest_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένσταση`)
};

export const competition_protest_hours_label = /** @type {(inputs: Competition_Protest_Hours_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προθεσμία ενστάσεων (ώρες)`)
};

export const competition_protest_note = /** @type {(inputs: Competition_Protest_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σημείωση`)
};

export const competition_protest_open = /** @type {(inputs: Competition_Protest_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`εκκρεμεί`)
};

export const competition_protest_reason = /** @type {(inputs: Competition_Protest_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αιτιολογία`)
};

export const competition_protest_submit = /** @type {(inputs: Competition_Protest_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Υποβολή ένστασης`)
};

export const competition_protest_upheld = /** @type {(inputs: Competition_Protest_UpheldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`έγινε δεκτή`)
};

export const competition_protests = /** @type {(inputs: Competition_ProtestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ενστάσεις`)
};

export const competition_provisional_results = /** @type {(inputs: Competition_Provisional_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσωρινά αποτελέσματα`)
};

export const competition_publish = /** @type {(inputs: Competition_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δημοσίευση`)
};

export const competition_rank = /** @type {(inputs: Competition_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Θέση`)
};

export const competition_reason_below_minimum = /** @type {(inputs: Competition_Reason_Below_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`κάτω από το ελάχιστο βάρος`)
};

export const competition_reason_not_weighed = /** @type {(inputs: Competition_Reason_Not_WeighedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`δεν έχει ζυγιστεί ακόμη`)
};

export const competition_reason_outside_area = /** @type {(inputs: Competition_Reason_Outside_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`πιάστηκε εκτός του πεδίου του αγώνα (ή χωρίς τοποθεσία)`)
};

export const competition_reason_over_fish_limit = /** @type {(inputs: Competition_Reason_Over_Fish_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`πάνω από το όριο ψαριών ανά συμμετοχή (μετράνε τα καλύτερα)`)
};

export const competition_reason_over_species_limit = /** @type {(inputs: Competition_Reason_Over_Species_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`πάνω από το όριο του είδους του (μετράνε τα καλύτερα)`)
};

export const competition_reason_rejected = /** @type {(inputs: Competition_Reason_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`απορρίφθηκε στη ζύγιση`)
};

export const competition_reason_species_excluded = /** @type {(inputs: Competition_Reason_Species_ExcludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`αυτό το είδος δεν μετράει εδώ`)
};

export const competition_refused_cancelled = /** @type {(inputs: Competition_Refused_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο αγώνας έχει ήδη ακυρωθεί.`)
};

export const competition_refused_changed = /** @type {(inputs: Competition_Refused_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο αγώνας άλλαξε στο μεταξύ: ανανεώστε τη σελίδα και δοκιμάστε ξανά.`)
};

export const competition_refused_entries_closed = /** @type {(inputs: Competition_Refused_Entries_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι δηλώσεις συμμετοχής σε αυτόν τον αγώνα έχουν κλείσει.`)
};

export const competition_refused_final = /** @type {(inputs: Competition_Refused_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα αποτελέσματα είναι ήδη οριστικά.`)
};

export const competition_refused_forbidden = /** @type {(inputs: Competition_Refused_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο λογαριασμός σας δεν μπορεί να το κάνει αυτό σε αυτόν τον αγώνα.`)
};

export const competition_refused_not_draft = /** @type {(inputs: Competition_Refused_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δημοσιεύεται μόνο ένα πρόχειρο.`)
};

export const competition_refused_not_provisional = /** @type {(inputs: Competition_Refused_Not_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα αποτελέσματα δεν είναι προσωρινά: οι ενστάσεις και η οριστικοποίηση περιμένουν τη λήξη του αγώνα και σταματούν όταν τα αποτελέσματα γίνουν οριστικά.`)
};

export const competition_refused_protest_resolved = /** @type {(inputs: Competition_Refused_Protest_ResolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Για αυτή την ένσταση έχει ήδη ληφθεί απόφαση.`)
};

export const competition_refused_protest_window_closed = /** @type {(inputs: Competition_Refused_Protest_Window_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η προθεσμία ενστάσεων έληξε.`)
};

export const competition_refused_protests_open = /** @type {(inputs: Competition_Refused_Protests_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποφασίστε πρώτα για όλες τις εκκρεμείς ενστάσεις.`)
};

export const competition_refused_started = /** @type {(inputs: Competition_Refused_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο αγώνας έχει ξεκινήσει: τώρα αλλάζει μόνο η περιγραφή του.`)
};

export const competition_reject = /** @type {(inputs: Competition_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απόρριψη`)
};

export const competition_reject_reason = /** @type {(inputs: Competition_Reject_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αιτιολογία (σε απόρριψη)`)
};

export const competition_results = /** @type {(inputs: Competition_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποτελέσματα`)
};

export const competition_results_csv = /** @type {(inputs: Competition_Results_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποτελέσματα σε CSV`)
};

export const competition_results_title = /** @type {(inputs: Competition_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Αποτελέσματα: ${i?.name}`)
};

export const competition_rule_area = /** @type {(inputs: Competition_Rule_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μετράνε μόνο τα ψάρια που πιάστηκαν μέσα στο οριοθετημένο πεδίο· ψαριά χωρίς τοποθεσία δεν μετράει.`)
};

export const competition_rule_as_logged = /** @type {(inputs: Competition_Rule_As_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα ψάρια μετράνε όπως καταγράφηκαν· δεν χρειάζεται ζύγιση.`)
};

export const competition_rule_at_most = /** @type {(inputs: Competition_Rule_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`μετράει το πολύ ${i?.count}`);
	return /** @type {LocalizedString} */ (`μετράνε το πολύ ${i?.count}`)
	
};

export const competition_rule_best_fish = /** @type {(inputs: Competition_Rule_Best_FishInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Μετράει το καλύτερο ψάρι κάθε συμμετοχής.`);
	return /** @type {LocalizedString} */ (`Μετράνε τα ${i?.count} καλύτερα ψάρια κάθε συμμετοχής.`)
	
};

export const competition_rule_counts = /** @type {(inputs: Competition_Rule_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`μετράει`)
};

export const competition_rule_counts_from = /** @type {(inputs: Competition_Rule_Counts_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`μετράει από ${i?.weight}`)
};

export const competition_rule_final_at_end = /** @type {(inputs: Competition_Rule_Final_At_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα αποτελέσματα είναι οριστικά με τη λήξη.`)
};

export const competition_rule_fish_bonus = /** @type {(inputs: Competition_Rule_Fish_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("el", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} επιπλέον πόντος για κάθε ψάρι που μετράει.`);
	return /** @type {LocalizedString} */ (`${i?.points} επιπλέον πόντοι για κάθε ψάρι που μετράει.`)
	
};

export const competition_rule_fixed_points = /** @type {(inputs: Competition_Rule_Fixed_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("el", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`δίνει ${i?.points} πόντο όποιο κι αν είναι το βάρος του`);
	return /** @type {LocalizedString} */ (`δίνει ${i?.points} πόντους όποιο κι αν είναι το βάρος του`)
	
};

export const competition_rule_gram = /** @type {(inputs: Competition_Rule_GramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένας πόντος για κάθε γραμμάριο βάρους του ψαριού.`)
};

export const competition_rule_listed_only = /** @type {(inputs: Competition_Rule_Listed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μετράνε μόνο τα είδη της λίστας.`)
};

export const competition_rule_max_count = /** @type {(inputs: Competition_Rule_Max_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Μετράει το πολύ ${i?.count} ψάρι από κάθε είδος (το καλύτερο).`);
	return /** @type {LocalizedString} */ (`Μετράνε το πολύ ${i?.count} ψάρια από κάθε είδος (τα καλύτερα).`)
	
};

export const competition_rule_min_weight = /** @type {(inputs: Competition_Rule_Min_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τα ψάρια κάτω από ${i?.weight} δεν μετράνε.`)
};

export const competition_rule_per_kg = /** @type {(inputs: Competition_Rule_Per_KgInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("el", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} πόντος για κάθε κιλό βάρους του ψαριού.`);
	return /** @type {LocalizedString} */ (`${i?.points} πόντοι για κάθε κιλό βάρους του ψαριού.`)
	
};

export const competition_rule_provisional = /** @type {(inputs: Competition_Rule_ProvisionalInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("el", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Τα αποτελέσματα είναι προσωρινά για ${i?.hours} ώρα μετά τη λήξη: οι συμμετέχοντες μπορούν να υποβάλουν ένσταση και μετά γίνονται οριστικά.`);
	return /** @type {LocalizedString} */ (`Τα αποτελέσματα είναι προσωρινά για ${i?.hours} ώρες μετά τη λήξη: οι συμμετέχοντες μπορούν να υποβάλουν ένσταση και μετά γίνονται οριστικά.`)
	
};

export const competition_rule_single_best = /** @type {(inputs: Competition_Rule_Single_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μετράει μόνο το καλύτερο ψάρι κάθε συμμετοχής.`)
};

export const competition_rule_species = /** @type {(inputs: Competition_Rule_SpeciesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}: ${i?.rules}.`)
};

export const competition_rule_species_bonus = /** @type {(inputs: Competition_Rule_Species_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("el", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} επιπλέον πόντος για κάθε διαφορετικό είδος που μετράει σε μια συμμετοχή.`);
	return /** @type {LocalizedString} */ (`${i?.points} επιπλέον πόντοι για κάθε διαφορετικό είδος που μετράει σε μια συμμετοχή.`)
	
};

export const competition_rule_teams = /** @type {(inputs: Competition_Rule_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ομάδες έως ${i?.count} ατόμων: τα ψάρια των μελών μετράνε μαζί.`)
};

export const competition_rule_weigh_in = /** @type {(inputs: Competition_Rule_Weigh_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένα ψάρι μετράει αφού το ζυγίσει και το εγκρίνει ο κριτής ζύγισης.`)
};

export const competition_rules = /** @type {(inputs: Competition_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κανονισμός`)
};

export const competition_run_it = /** @type {(inputs: Competition_Run_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διοργάνωση`)
};

export const competition_running = /** @type {(inputs: Competition_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σε εξέλιξη`)
};

export const competition_save = /** @type {(inputs: Competition_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποθήκευση`)
};

export const competition_standings = /** @type {(inputs: Competition_StandingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάταξη`)
};

export const competition_standings_so_far = /** @type {(inputs: Competition_Standings_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάταξη μέχρι στιγμής`)
};

export const competition_starts_label = /** @type {(inputs: Competition_Starts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έναρξη (τοπική ώρα)`)
};

export const competition_status_cancelled = /** @type {(inputs: Competition_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ακυρώθηκε`)
};

export const competition_status_draft = /** @type {(inputs: Competition_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρόχειρο (μόνο για διαχειριστές)`)
};

export const competition_status_final = /** @type {(inputs: Competition_Status_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τελικά αποτελέσματα`)
};

export const competition_status_open = /** @type {(inputs: Competition_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ανοιχτές δηλώσεις συμμετοχής`)
};

export const competition_status_provisional = /** @type {(inputs: Competition_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσωρινά αποτελέσματα: ανοιχτές ενστάσεις`)
};

export const competition_status_running = /** @type {(inputs: Competition_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σε εξέλιξη`)
};

export const competition_team_individual = /** @type {(inputs: Competition_Team_IndividualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 (ατομικός)`)
};

export const competition_team_mates = /** @type {(inputs: Competition_Team_MatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συμπαίκτες (email, χωρισμένα με κόμμα)`)
};

export const competition_team_name = /** @type {(inputs: Competition_Team_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όνομα ομάδας`)
};

export const competition_team_size_label = /** @type {(inputs: Competition_Team_Size_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μέλη ανά ομάδα`)
};

export const competition_team_up_to = /** @type {(inputs: Competition_Team_Up_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`έως ${i?.count}`);
	return /** @type {LocalizedString} */ (`έως ${i?.count}`)
	
};

export const competition_time_zone_label = /** @type {(inputs: Competition_Time_Zone_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζώνη ώρας`)
};

export const competition_upcoming = /** @type {(inputs: Competition_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσεχώς`)
};

export const competition_uphold = /** @type {(inputs: Competition_UpholdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποδοχή`)
};

export const competition_weigh_in = /** @type {(inputs: Competition_Weigh_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζύγιση`)
};

export const competition_weigh_in_none = /** @type {(inputs: Competition_Weigh_In_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χωρίς ζύγιση: τα ψάρια μετράνε όπως καταγράφηκαν`)
};

export const competition_weigh_in_required = /** @type {(inputs: Competition_Weigh_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Υποχρεωτική: μετράνε μόνο τα ζυγισμένα ψάρια`)
};

export const competition_weigh_in_title = /** @type {(inputs: Competition_Weigh_In_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ζύγιση: ${i?.name}`)
};

export const competition_weighmasters_label = /** @type {(inputs: Competition_Weighmasters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κριτές ζύγισης (email επαληθευτών, χωρισμένα με κόμμα)`)
};

export const competition_weight_kg = /** @type {(inputs: Competition_Weight_KgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βάρος (kg)`)
};

export const competition_when = /** @type {(inputs: Competition_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`από ${i?.start} έως ${i?.end} (${i?.zone})`)
};

export const continue_with = /** @type {(inputs: Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Συνέχεια με ${i?.provider}`)
};

export const dev_api_reference = /** @type {(inputs: Dev_Api_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`τεκμηρίωση του API`)
};

export const dev_app_id = /** @type {(inputs: Dev_App_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναγνωριστικό εφαρμογής`)
};

export const dev_app_registered = /** @type {(inputs: Dev_App_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή ${i?.name} καταχωρίστηκε.`)
};

export const dev_app_secret = /** @type {(inputs: Dev_App_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το μυστικό πελάτη της εφαρμογής σας.`)
};

export const dev_applicant = /** @type {(inputs: Dev_ApplicantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αιτών`)
};

export const dev_application = /** @type {(inputs: Dev_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η αίτησή σας`)
};

export const dev_applications_link = /** @type {(inputs: Dev_Applications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αιτήσεις που περιμένουν απόφαση`)
};

export const dev_applications_title = /** @type {(inputs: Dev_Applications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αιτήσεις προγραμματιστών`)
};

export const dev_applied = /** @type {(inputs: Dev_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Υποβλήθηκε`)
};

export const dev_apply = /** @type {(inputs: Dev_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Υποβολή αίτησης`)
};

export const dev_apply_title = /** @type {(inputs: Dev_Apply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αίτηση για πρώιμη πρόσβαση`)
};

export const dev_approve = /** @type {(inputs: Dev_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έγκριση`)
};

export const dev_approve_named = /** @type {(inputs: Dev_Approve_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Έγκριση: ${i?.name}`)
};

export const dev_apps_title = /** @type {(inputs: Dev_Apps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εφαρμογές OAuth`)
};

export const dev_authorised_count = /** @type {(inputs: Dev_Authorised_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άτομα που την εξουσιοδότησαν`)
};

export const dev_authorised_title = /** @type {(inputs: Dev_Authorised_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εφαρμογές που εξουσιοδοτήσατε`)
};

export const dev_bad_status = /** @type {(inputs: Dev_Bad_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η κατάσταση είναι ένας κωδικός όπως 404 ή μια κατηγορία όπως 4xx.`)
};

export const dev_building = /** @type {(inputs: Dev_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έργο`)
};

export const dev_building_question = /** @type {(inputs: Dev_Building_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τι φτιάχνετε;`)
};

export const dev_cancel = /** @type {(inputs: Dev_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ακύρωση`)
};

export const dev_client_id = /** @type {(inputs: Dev_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναγνωριστικό πελάτη`)
};

export const dev_confirmed = /** @type {(inputs: Dev_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σας ευχαριστούμε. Ένας διαχειριστής θα αποφασίσει για την αίτησή σας· θα ενημερωθείτε με email.`)
};

export const dev_confirmed_title = /** @type {(inputs: Dev_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η διεύθυνση επιβεβαιώθηκε`)
};

export const dev_copied = /** @type {(inputs: Dev_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αντιγράφηκε.`)
};

export const dev_copy = /** @type {(inputs: Dev_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αντιγραφή`)
};

export const dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιλέξτε το κείμενο και αντιγράψτε το.`)
};

export const dev_count_apps = /** @type {(inputs: Dev_Count_AppsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} εφαρμογή OAuth`);
	return /** @type {LocalizedString} */ (`${i?.count} εφαρμογές OAuth`)
	
};

export const dev_count_grants = /** @type {(inputs: Dev_Count_GrantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} εξουσιοδότηση`);
	return /** @type {LocalizedString} */ (`${i?.count} εξουσιοδοτήσεις`)
	
};

export const dev_count_keys = /** @type {(inputs: Dev_Count_KeysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} κλειδί API`);
	return /** @type {LocalizedString} */ (`${i?.count} κλειδιά API`)
	
};

export const dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δημιουργία`)
};

export const dev_create_key_title = /** @type {(inputs: Dev_Create_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δημιουργία κλειδιού`)
};

export const dev_decided = /** @type {(inputs: Dev_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Με απόφαση`)
};

export const dev_decided_on = /** @type {(inputs: Dev_Decided_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} στις ${i?.time}`)
};

export const dev_decision = /** @type {(inputs: Dev_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απόφαση`)
};

export const dev_decline = /** @type {(inputs: Dev_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απόρριψη`)
};

export const dev_decline_named = /** @type {(inputs: Dev_Decline_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Απόρριψη: ${i?.name}`)
};

export const dev_decline_warning = /** @type {(inputs: Dev_Decline_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η απόρριψη ανακαλεί τα κλειδιά που δημιουργήθηκαν μετά την έγκριση (${i?.keys}), απενεργοποιεί τις εφαρμογές (${i?.apps}) και ανακαλεί τις εξουσιοδοτήσεις αυτών των εφαρμογών με όλα τα tokens (${i?.grants}): σταματούν αμέσως να λειτουργούν. Με νέα έγκριση οι εφαρμογές ενεργοποιούνται ξανά· τα κλειδιά και οι εξουσιοδοτήσεις μένουν ανακλημένα.`)
};

export const dev_declined_done = /** @type {(inputs: Dev_Declined_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: απορρίφθηκε. Τα κλειδιά που δημιουργήθηκαν μετά την έγκριση (${i?.keys}) ανακλήθηκαν, οι εφαρμογές (${i?.apps}) απενεργοποιήθηκαν και οι εξουσιοδοτήσεις τους ανακλήθηκαν με όλα τα tokens (${i?.grants}): τίποτα από αυτά δεν λειτουργεί πια. Με νέα έγκριση οι εφαρμογές ενεργοποιούνται ξανά· τα κλειδιά και οι εξουσιοδοτήσεις μένουν ανακλημένα.`)
};

export const dev_delete = /** @type {(inputs: Dev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή`)
};

export const dev_delete_named = /** @type {(inputs: Dev_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Διαγραφή: ${i?.name}`)
};

export const dev_duration = /** @type {(inputs: Dev_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διάρκεια`)
};

export const dev_edit = /** @type {(inputs: Dev_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επεξεργασία`)
};

export const dev_edit_named = /** @type {(inputs: Dev_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επεξεργασία: ${i?.name}`)
};

export const dev_email_unconfirmed = /** @type {(inputs: Dev_Email_UnconfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δεν έχει επιβεβαιωθεί ακόμη: ανοίξτε τον σύνδεσμο που στείλαμε στο ${i?.email}.`)
};

export const dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Λήγει`)
};

export const dev_expires_in_days = /** @type {(inputs: Dev_Expires_In_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("el", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Σε ${i?.days} ημέρα`);
	return /** @type {LocalizedString} */ (`Σε ${i?.days} ημέρες`)
	
};

export const dev_expires_never = /** @type {(inputs: Dev_Expires_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ποτέ`)
};

export const dev_expires_year = /** @type {(inputs: Dev_Expires_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σε ένα χρόνο`)
};

export const dev_filter = /** @type {(inputs: Dev_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φιλτράρισμα`)
};

export const dev_grant = /** @type {(inputs: Dev_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η ${i?.app} μπορεί να χρησιμοποιεί ${i?.scopes} (από ${i?.since})`)
};

export const dev_grant_used = /** @type {(inputs: Dev_Grant_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η ${i?.app} μπορεί να χρησιμοποιεί ${i?.scopes} (από ${i?.since}, τελευταία χρήση ${i?.used})`)
};

export const dev_key = /** @type {(inputs: Dev_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κλειδί`)
};

export const dev_key_created = /** @type {(inputs: Dev_Key_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Το κλειδί ${i?.name} δημιουργήθηκε.`)
};

export const dev_key_id = /** @type {(inputs: Dev_Key_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναγνωριστικό κλειδιού`)
};

export const dev_key_or_app = /** @type {(inputs: Dev_Key_Or_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κλειδί ή εφαρμογή`)
};

export const dev_keys = /** @type {(inputs: Dev_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κλειδιά API`)
};

export const dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τελευταία χρήση`)
};

export const dev_link_invalid = /** @type {(inputs: Dev_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτός ο σύνδεσμος επιβεβαίωσης είναι άγνωστος ή έχει ήδη χρησιμοποιηθεί.`)
};

export const dev_link_invalid_title = /** @type {(inputs: Dev_Link_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μη έγκυρος σύνδεσμος`)
};

export const dev_mail_approved_body = /** @type {(inputs: Dev_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Γεια σας,

η πρόσβασή σας ως προγραμματιστή εγκρίθηκε: μπορείτε πλέον να δημιουργείτε κλειδιά API και να καταχωρίζετε εφαρμογές OAuth.

${i?.link}
`)
};

export const dev_mail_approved_subject = /** @type {(inputs: Dev_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η πρόσβασή σας ως προγραμματιστή στο catchd εγκρίθηκε`)
};

export const dev_mail_confirm_body = /** @type {(inputs: Dev_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Γεια σας,

κάποιος έκανε αίτηση για πρόσβαση προγραμματιστή στο catchd με αυτή τη διεύθυνση. Για να την επιβεβαιώσετε, ανοίξτε:

${i?.link}

Αν δεν ήσασταν εσείς, αγνοήστε αυτό το μήνυμα: χωρίς επιβεβαίωση δεν γίνεται τίποτα.
`)
};

export const dev_mail_confirm_subject = /** @type {(inputs: Dev_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιβεβαιώστε τη διεύθυνση email σας για πρόσβαση προγραμματιστή στο catchd`)
};

export const dev_mail_declined_body = /** @type {(inputs: Dev_Mail_Declined_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Γεια σας,

η αίτησή σας για πρόσβαση προγραμματιστή απορρίφθηκε. Μπορείτε να συνεχίσετε να χρησιμοποιείτε το catchd· τα κλειδιά API που δημιουργήσατε ως προγραμματιστής και οι εφαρμογές OAuth σας, αν υπάρχουν, δεν λειτουργούν πια.
`)
};

export const dev_mail_declined_subject = /** @type {(inputs: Dev_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η αίτησή σας για πρόσβαση προγραμματιστή στο catchd απορρίφθηκε`)
};

export const dev_may_hold = /** @type {(inputs: Dev_May_HoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τα κλειδιά και οι εφαρμογές σας μπορούν να έχουν: ${i?.scopes}.`)
};

export const dev_method = /** @type {(inputs: Dev_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μέθοδος`)
};

export const dev_name = /** @type {(inputs: Dev_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όνομα`)
};

export const dev_nav_access = /** @type {(inputs: Dev_Nav_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρόσβαση`)
};

export const dev_nav_apps = /** @type {(inputs: Dev_Nav_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εφαρμογές`)
};

export const dev_nav_authorised = /** @type {(inputs: Dev_Nav_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εξουσιοδοτημένες εφαρμογές`)
};

export const dev_nav_events = /** @type {(inputs: Dev_Nav_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συμβάντα`)
};

export const dev_nav_webhooks = /** @type {(inputs: Dev_Nav_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

export const dev_never = /** @type {(inputs: Dev_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ποτέ`)
};

export const dev_new_key_secret = /** @type {(inputs: Dev_New_Key_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το νέο σας κλειδί API.`)
};

export const dev_no_apps = /** @type {(inputs: Dev_No_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχουν ακόμη εφαρμογές.`)
};

export const dev_no_authorised = /** @type {(inputs: Dev_No_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν έχετε εξουσιοδοτήσει καμία εφαρμογή.`)
};

export const dev_no_keys = /** @type {(inputs: Dev_No_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχουν ακόμη κλειδιά API.`)
};

export const dev_no_requests = /** @type {(inputs: Dev_No_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κανένα αίτημα δεν ταιριάζει.`)
};

export const dev_nobody_waiting = /** @type {(inputs: Dev_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν περιμένει κανείς.`)
};

export const dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαδρομή`)
};

export const dev_path_filter = /** @type {(inputs: Dev_Path_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η διαδρομή αρχίζει με`)
};

export const dev_portal = /** @type {(inputs: Dev_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πύλη προγραμματιστών`)
};

export const dev_quickstart = /** @type {(inputs: Dev_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`οδηγό γρήγορης εκκίνησης`)
};

export const dev_read_docs = /** @type {(inputs: Dev_Read_DocsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Διαβάστε την ${i?.reference} και τον ${i?.quickstart}.`)
};

export const dev_redirect_uris = /** @type {(inputs: Dev_Redirect_UrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI ανακατεύθυνσης`)
};

export const dev_redirect_uris_hint = /** @type {(inputs: Dev_Redirect_Uris_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI ανακατεύθυνσης (ένα ανά γραμμή)`)
};

export const dev_refusal_closed = /** @type {(inputs: Dev_Refusal_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή τη στιγμή ο ιστότοπος δεν δίνει πρόσβαση σε προγραμματιστές.`)
};

export const dev_refusal_declined = /** @type {(inputs: Dev_Refusal_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η αίτησή σας για πρόσβαση προγραμματιστή απορρίφθηκε.`)
};

export const dev_refusal_none = /** @type {(inputs: Dev_Refusal_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα κλειδιά API και οι εφαρμογές OAuth είναι για εγκεκριμένους προγραμματιστές. Υποβάλετε αίτηση για πρώιμη πρόσβαση στην αρχική σελίδα της πύλης προγραμματιστών.`)
};

export const dev_refusal_requested = /** @type {(inputs: Dev_Refusal_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η αίτησή σας για πρόσβαση προγραμματιστή περιμένει την απόφαση ενός διαχειριστή.`)
};

export const dev_register = /** @type {(inputs: Dev_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καταχώριση`)
};

export const dev_register_title = /** @type {(inputs: Dev_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καταχώριση εφαρμογής`)
};

export const dev_request_id = /** @type {(inputs: Dev_Request_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναγνωριστικό αιτήματος`)
};

export const dev_request_log = /** @type {(inputs: Dev_Request_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αρχείο αιτημάτων`)
};

export const dev_requests = /** @type {(inputs: Dev_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αιτήματα`)
};

export const dev_requests_lead = /** @type {(inputs: Dev_Requests_LeadInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("el", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Τα αιτήματά σας στο API της τελευταίας ημέρας, τα νεότερα πρώτα.`);
	return /** @type {LocalizedString} */ (`Τα αιτήματά σας στο API των τελευταίων ${i?.days} ημερών, τα νεότερα πρώτα.`)
	
};

export const dev_revoke = /** @type {(inputs: Dev_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ανάκληση`)
};

export const dev_revoke_named = /** @type {(inputs: Dev_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ανάκληση: ${i?.name}`)
};

export const dev_rotate = /** @type {(inputs: Dev_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ανανέωση μυστικού`)
};

export const dev_rotate_named = /** @type {(inputs: Dev_Rotate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ανανέωση του μυστικού της ${i?.name}`)
};

export const dev_save = /** @type {(inputs: Dev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποθήκευση`)
};

export const dev_scopes = /** @type {(inputs: Dev_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δικαιώματα (scopes)`)
};

export const dev_secret_once = /** @type {(inputs: Dev_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εμφανίζεται μόνο τώρα: αντιγράψτε το και φυλάξτε το με ασφάλεια.`)
};

export const dev_secret_rotated = /** @type {(inputs: Dev_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το μυστικό ανανεώθηκε· το παλιό δεν λειτουργεί πια.`)
};

export const dev_session = /** @type {(inputs: Dev_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`συνεδρία`)
};

export const dev_standing_approved = /** @type {(inputs: Dev_Standing_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η πρόσβασή σας ως προγραμματιστή έχει εγκριθεί.`)
};

export const dev_state = /** @type {(inputs: Dev_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάσταση`)
};

export const dev_state_approved = /** @type {(inputs: Dev_State_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`εγκρίθηκε`)
};

export const dev_state_declined = /** @type {(inputs: Dev_State_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`απορρίφθηκε`)
};

export const dev_state_requested = /** @type {(inputs: Dev_State_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`σε αναμονή`)
};

export const dev_status = /** @type {(inputs: Dev_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάσταση`)
};

export const dev_status_filter = /** @type {(inputs: Dev_Status_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάσταση (404 ή 4xx)`)
};

export const dev_time = /** @type {(inputs: Dev_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ώρα`)
};

export const dev_type = /** @type {(inputs: Dev_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τύπος`)
};

export const dev_type_confidential = /** @type {(inputs: Dev_Type_ConfidentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`εμπιστευτική`)
};

export const dev_type_confidential_hint = /** @type {(inputs: Dev_Type_Confidential_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εμπιστευτική (διακομιστής που φυλάει ένα μυστικό)`)
};

export const dev_type_public = /** @type {(inputs: Dev_Type_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`δημόσια`)
};

export const dev_type_public_hint = /** @type {(inputs: Dev_Type_Public_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δημόσια (εφαρμογή προγράμματος περιήγησης ή κινητού, μόνο PKCE)`)
};

export const dev_unconfirmed = /** @type {(inputs: Dev_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(χωρίς επιβεβαίωση)`)
};

export const dev_waiting_list = /** @type {(inputs: Dev_Waiting_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Λίστα αναμονής`)
};

export const digest_catches = /** @type {(inputs: Digest_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ψαριά καταγράφηκε`);
	return /** @type {LocalizedString} */ (`${i?.count} ψαριές καταγράφηκαν`)
	
};

export const digest_finished = /** @type {(inputs: Digest_FinishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} αγώνας ολοκληρώθηκε`);
	return /** @type {LocalizedString} */ (`${i?.count} αγώνες ολοκληρώθηκαν`)
	
};

export const digest_finished_list = /** @type {(inputs: Digest_Finished_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ολοκληρώθηκαν: ${i?.names}.`)
};

export const digest_grades = /** @type {(inputs: Digest_GradesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} επίπεδο δόθηκε`);
	return /** @type {LocalizedString} */ (`${i?.count} επίπεδα δόθηκαν`)
	
};

export const digest_heaviest = /** @type {(inputs: Digest_HeaviestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η βαρύτερη της εβδομάδας: ${i?.species}, ${i?.weight}, από τον/την ${i?.diver}.`)
};

export const digest_highlights = /** @type {(inputs: Digest_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ξεχωρίζουν:`)
};

export const digest_intro = /** @type {(inputs: Digest_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τι έγινε στον σύλλογο ${i?.club} από ${i?.from} έως ${i?.to}:`)
};

export const digest_members = /** @type {(inputs: Digest_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} νέο μέλος`);
	return /** @type {LocalizedString} */ (`${i?.count} νέα μέλη`)
	
};

export const digest_new_members = /** @type {(inputs: Digest_New_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Καλώς ήρθαν: ${i?.names}.`)
};

export const digest_open = /** @type {(inputs: Digest_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η σελίδα του συλλόγου: ${i?.link}`)
};

export const digest_published = /** @type {(inputs: Digest_PublishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} αγώνας δημοσιεύτηκε`);
	return /** @type {LocalizedString} */ (`${i?.count} αγώνες δημοσιεύτηκαν`)
	
};

export const digest_published_list = /** @type {(inputs: Digest_Published_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δημοσιεύτηκαν: ${i?.names}.`)
};

export const digest_record = /** @type {(inputs: Digest_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Νέο ρεκόρ συλλόγου για ${i?.species}: ${i?.weight}, από τον/την ${i?.diver}.`)
};

export const digest_records = /** @type {(inputs: Digest_RecordsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} νέο ρεκόρ συλλόγου`);
	return /** @type {LocalizedString} */ (`${i?.count} νέα ρεκόρ συλλόγου`)
	
};

export const digest_subject = /** @type {(inputs: Digest_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.club}: η εβδομάδα ${i?.from} έως ${i?.to}`)
};

export const email_label = /** @type {(inputs: Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διεύθυνση email`)
};

export const error_forbidden = /** @type {(inputs: Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο λογαριασμός σας δεν έχει πρόσβαση σε αυτή τη σελίδα.`)
};

export const error_form_expired = /** @type {(inputs: Error_Form_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η φόρμα έληξε (ίσως συνδεθήκατε ή αποσυνδεθήκατε στο μεταξύ). Επιστρέψτε, ανανεώστε τη σελίδα και στείλτε την ξανά.`)
};

export const error_form_expired_title = /** @type {(inputs: Error_Form_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η φόρμα έληξε`)
};

export const error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει τίποτα σε αυτή τη διεύθυνση ή δεν έχετε πρόσβαση.`)
};

export const error_server = /** @type {(inputs: Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κάτι πήγε στραβά από τη μεριά μας· το σφάλμα καταγράφηκε.`)
};

export const error_start_page = /** @type {(inputs: Error_Start_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μετάβαση στην αρχική σελίδα`)
};

export const error_title_400 = /** @type {(inputs: Error_Title_400Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν έγινε`)
};

export const error_title_403 = /** @type {(inputs: Error_Title_403Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν επιτρέπεται`)
};

export const error_title_404 = /** @type {(inputs: Error_Title_404Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν βρέθηκε`)
};

export const error_title_405 = /** @type {(inputs: Error_Title_405Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν επιτρέπεται εδώ`)
};

export const error_title_409 = /** @type {(inputs: Error_Title_409Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Υπάρχει σύγκρουση`)
};

export const error_title_413 = /** @type {(inputs: Error_Title_413Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πολύ μεγάλο`)
};

export const error_title_415 = /** @type {(inputs: Error_Title_415Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μη αποδεκτή μορφή`)
};

export const error_title_422 = /** @type {(inputs: Error_Title_422Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ελέγξτε τι στείλατε`)
};

export const error_title_429 = /** @type {(inputs: Error_Title_429Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πάρα πολλές προσπάθειες`)
};

export const error_title_503 = /** @type {(inputs: Error_Title_503Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μη διαθέσιμο αυτή τη στιγμή`)
};

export const error_title_other = /** @type {(inputs: Error_Title_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κάτι πήγε στραβά`)
};

export const event_every_type = /** @type {(inputs: Event_Every_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλοι οι τύποι`)
};

export const event_none = /** @type {(inputs: Event_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχουν συμβάντα.`)
};

export const event_older = /** @type {(inputs: Event_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Παλαιότερα συμβάντα →`)
};

export const event_show = /** @type {(inputs: Event_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εμφάνιση`)
};

export const event_summary = /** @type {(inputs: Event_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} ${i?.id} στις ${i?.time}`)
};

export const event_title = /** @type {(inputs: Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συμβάντα`)
};

export const event_type = /** @type {(inputs: Event_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τύπος`)
};

export const footer_language = /** @type {(inputs: Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Γλώσσα`)
};

export const forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ξεχάσατε τον κωδικό σας;`)
};

export const form_after_year = /** @type {(inputs: Form_After_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι μετά το ${i?.year}.`)
};

export const form_at_least = /** @type {(inputs: Form_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι τουλάχιστον ${i?.limit}.`)
};

export const form_at_most = /** @type {(inputs: Form_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι το πολύ ${i?.limit}.`)
};

export const form_choose_photo = /** @type {(inputs: Form_Choose_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιλέξτε μια φωτογραφία.`)
};

export const form_lat_lon_both = /** @type {(inputs: Form_Lat_Lon_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δώστε και γεωγραφικό πλάτος και μήκος ή κανένα από τα δύο.`)
};

export const form_less_than = /** @type {(inputs: Form_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι μικρότερο από ${i?.limit}.`)
};

export const form_max_length = /** @type {(inputs: Form_Max_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Πρέπει να έχει το πολύ ${i?.count} χαρακτήρα.`);
	return /** @type {LocalizedString} */ (`Πρέπει να έχει το πολύ ${i?.count} χαρακτήρες.`)
	
};

export const form_min_length = /** @type {(inputs: Form_Min_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Πρέπει να έχει τουλάχιστον ${i?.count} χαρακτήρα.`);
	return /** @type {LocalizedString} */ (`Πρέπει να έχει τουλάχιστον ${i?.count} χαρακτήρες.`)
	
};

export const form_more_than = /** @type {(inputs: Form_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι μεγαλύτερο από ${i?.limit}.`)
};

export const form_not_a_time = /** @type {(inputs: Form_Not_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν είναι έγκυρη ημερομηνία και ώρα.`)
};

export const form_not_accepted = /** @type {(inputs: Form_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή η τιμή δεν γίνεται δεκτή.`)
};

export const form_not_empty = /** @type {(inputs: Form_Not_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν μπορεί να είναι κενό.`)
};

export const form_not_future = /** @type {(inputs: Form_Not_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν μπορεί να είναι στο μέλλον.`)
};

export const form_number = /** @type {(inputs: Form_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι αριθμός.`)
};

export const form_one_of = /** @type {(inputs: Form_One_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιλέξτε μία από τις διαθέσιμες επιλογές.`)
};

export const form_required = /** @type {(inputs: Form_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είναι υποχρεωτικό.`)
};

export const form_time_zone = /** @type {(inputs: Form_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν είναι γνωστή ζώνη ώρας.`)
};

export const form_unknown_species = /** @type {(inputs: Form_Unknown_SpeciesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει είδος με το όνομα «${i?.name}».`)
};

export const form_unknown_species_close = /** @type {(inputs: Form_Unknown_Species_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει είδος με το όνομα «${i?.name}». Μήπως εννοείτε: ${i?.matches};`)
};

export const form_whole_number = /** @type {(inputs: Form_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι ακέραιος αριθμός.`)
};

export const guide_english_only = /** @type {(inputs: Guide_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι οδηγοί είναι γραμμένοι στα αγγλικά.`)
};

export const guide_guides = /** @type {(inputs: Guide_GuidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οδηγοί`)
};

export const guide_lead = /** @type {(inputs: Guide_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Βήμα προς βήμα οδηγίες για το API του catchd· η πλήρης τεκμηρίωση βρίσκεται στο ${i?.link}.`)
};

export const guide_not_found = /** @type {(inputs: Guide_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δείτε τη λίστα στο ${i?.path}.`)
};

export const guide_not_found_title = /** @type {(inputs: Guide_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει τέτοιος οδηγός`)
};

export const guide_reference = /** @type {(inputs: Guide_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τεκμηρίωση`)
};

export const guide_title_errors = /** @type {(inputs: Guide_Title_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σφάλματα`)
};

export const guide_title_idempotent_retries = /** @type {(inputs: Guide_Title_Idempotent_RetriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idempotent επαναλήψεις`)
};

export const guide_title_oauth_pkce = /** @type {(inputs: Guide_Title_Oauth_PkceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OAuth 2.0 με PKCE: ενέργειες για λογαριασμό άλλων`)
};

export const guide_title_paging_and_search = /** @type {(inputs: Guide_Title_Paging_And_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σελιδοποίηση και αναζήτηση`)
};

export const guide_title_quickstart = /** @type {(inputs: Guide_Title_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Γρήγορη εκκίνηση: ένα κλειδί, μια πρώτη αλίευση, ένα πρώτο webhook`)
};

export const home_boards = /** @type {(inputs: Home_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δείτε τις κατατάξεις`)
};

export const home_lead = /** @type {(inputs: Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καταγράψτε, επαληθεύστε και κατατάξτε τις ψαριές του συλλόγου στο ψαροντούφεκο.`)
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καλώς ήρθατε`)
};

export const join_approval_lead = /** @type {(inputs: Join_Approval_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένας διαχειριστής εγκρίνει τα νέα μέλη· θα βλέπετε σε ποιο σημείο βρίσκεται η αίτησή σας.`)
};

export const join_approve = /** @type {(inputs: Join_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έγκριση`)
};

export const join_approve_label = /** @type {(inputs: Join_Approve_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Έγκριση: ${i?.name}`)
};

export const join_approved_text = /** @type {(inputs: Join_Approved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο λογαριασμός σας είναι έτοιμος: συνδεθείτε με το email και τον κωδικό σας.`)
};

export const join_approved_title = /** @type {(inputs: Join_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είστε μέσα`)
};

export const join_building_label = /** @type {(inputs: Join_Building_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τι φτιάχνετε;`)
};

export const join_button = /** @type {(inputs: Join_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εγγραφή`)
};

export const join_check_inbox_spam = /** @type {(inputs: Join_Check_Inbox_SpamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τίποτα μετά από λίγα λεπτά; Κοιτάξτε στον φάκελο ανεπιθύμητων. Στέλνουμε το πολύ ${i?.count} τέτοια μηνύματα την ημέρα σε μία διεύθυνση.`)
};

export const join_check_inbox_text = /** @type {(inputs: Join_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Στείλαμε email στο ${i?.email}. Ανοίξτε τον σύνδεσμο που περιέχει μέσα σε 24 ώρες για να συνεχίσετε.`)
};

export const join_check_inbox_title = /** @type {(inputs: Join_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ελέγξτε τα εισερχόμενά σας`)
};

export const join_closed_add = /** @type {(inputs: Join_Closed_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Αυτή τη στιγμή δεν γίνονται εγγραφές (CATCHD_SIGNUP=closed): προσθέστε άτομα με το «${i?.add}» παρακάτω.`)
};

export const join_closed_title = /** @type {(inputs: Join_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εγγραφή στον σύλλογο`)
};

export const join_col_actions = /** @type {(inputs: Join_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ενέργειες`)
};

export const join_col_decision = /** @type {(inputs: Join_Col_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απόφαση`)
};

export const join_col_link = /** @type {(inputs: Join_Col_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σύνδεσμος`)
};

export const join_col_person = /** @type {(inputs: Join_Col_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άτομο`)
};

export const join_col_signed_up = /** @type {(inputs: Join_Col_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εγγραφή`)
};

export const join_confirm_address_text = /** @type {(inputs: Join_Confirm_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επιβεβαιώστε το ${i?.email} για να συνεχίσετε.`)
};

export const join_confirm_address_title = /** @type {(inputs: Join_Confirm_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιβεβαιώστε τη διεύθυνσή σας`)
};

export const join_decline = /** @type {(inputs: Join_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απόρριψη`)
};

export const join_decline_label = /** @type {(inputs: Join_Decline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Απόρριψη: ${i?.name}`)
};

export const join_declined_text = /** @type {(inputs: Join_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένας διαχειριστής απέρριψε αυτή την εγγραφή.`)
};

export const join_declined_title = /** @type {(inputs: Join_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εγγραφή απορρίφθηκε`)
};

export const join_early_access_closed_text = /** @type {(inputs: Join_Early_Access_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εγγραφή για πρόωρη πρόσβαση είναι απενεργοποιημένη εδώ. Αν έχετε λογαριασμό, συνδεθείτε και κάντε αίτηση στην πύλη προγραμματιστών.`)
};

export const join_early_access_closed_title = /** @type {(inputs: Join_Early_Access_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εγγραφή για πρόωρη πρόσβαση έχει κλείσει`)
};

export const join_early_access_lead = /** @type {(inputs: Join_Early_Access_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένας λογαριασμός σε αυτό το catchd και η αίτησή σας για πρόσβαση προγραμματιστή, μαζί. Ένας διαχειριστής αποφασίζει για την αίτηση.`)
};

export const join_have_account = /** @type {(inputs: Join_Have_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Έχετε ήδη λογαριασμό; ${i?.link}.`)
};

export const join_invitation_title = /** @type {(inputs: Join_Invitation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Γίνετε μέλος στο catchd`)
};

export const join_invitations = /** @type {(inputs: Join_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσκλήσεις`)
};

export const join_invite = /** @type {(inputs: Join_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρόσκληση`)
};

export const join_invited_as = /** @type {(inputs: Join_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Έχετε προσκληθεί ως ${i?.role} με τη διεύθυνση ${i?.email}. Επιλέξτε όνομα και κωδικό.`)
};

export const join_link_expired = /** @type {(inputs: Join_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`έληξε`)
};

export const join_link_mailed = /** @type {(inputs: Join_Link_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο σύνδεσμος στέλνεται με email στη διεύθυνση.`)
};

export const join_link_shown = /** @type {(inputs: Join_Link_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν έχει ρυθμιστεί email: παίρνετε τον σύνδεσμο για να τον δώσετε εσείς.`)
};

export const join_link_to_pass_on = /** @type {(inputs: Join_Link_To_Pass_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ο σύνδεσμος πρόσκλησης για το ${i?.email} λειτουργεί μία φορά, για επτά ημέρες: δώστε τον εσείς (δεν έχει ρυθμιστεί email).`)
};

export const join_link_until = /** @type {(inputs: Join_Link_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`έως ${i?.time}`)
};

export const join_mail_approved_body = /** @type {(inputs: Join_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η εγγραφή σας στο ${i?.url} εγκρίθηκε. Συνδεθείτε με το email και τον κωδικό σας:

${i?.link}`)
};

export const join_mail_approved_subject = /** @type {(inputs: Join_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καλώς ήρθατε στο catchd`)
};

export const join_mail_confirm_body = /** @type {(inputs: Join_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κάποιος ζήτησε να γίνει μέλος στο catchd στο ${i?.url} με αυτή τη διεύθυνση email.

Αν ήσασταν εσείς, ανοίξτε αυτόν τον σύνδεσμο μέσα σε 24 ώρες για να την επιβεβαιώσετε:

${i?.link}

Αν δεν ήσασταν εσείς, αγνοήστε αυτό το μήνυμα: χωρίς τον σύνδεσμο δεν γίνεται τίποτα.`)
};

export const join_mail_confirm_subject = /** @type {(inputs: Join_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιβεβαιώστε τη διεύθυνση email σας για το catchd`)
};

export const join_mail_declined_body = /** @type {(inputs: Join_Mail_Declined_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ένας διαχειριστής απέρριψε την εγγραφή σας στο ${i?.url}.`)
};

export const join_mail_declined_subject = /** @type {(inputs: Join_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εγγραφή σας στο catchd απορρίφθηκε`)
};

export const join_mail_invitation_body = /** @type {(inputs: Join_Mail_Invitation_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ένας διαχειριστής σας προσκαλεί στο catchd στο ${i?.url} ως ${i?.role}.

Ανοίξτε αυτόν τον σύνδεσμο για να επιλέξετε όνομα και κωδικό. Λειτουργεί μία φορά, έως ${i?.until}:

${i?.link}

Αν δεν το περιμένατε, αγνοήστε αυτό το μήνυμα.`)
};

export const join_mail_invitation_subject = /** @type {(inputs: Join_Mail_Invitation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σας προσκαλούν στο catchd`)
};

export const join_mail_known_account = /** @type {(inputs: Join_Mail_Known_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή η διεύθυνση έχει ήδη λογαριασμό εκεί. Αν ήσασταν εσείς, συνδεθείτε καλύτερα (αν ξεχάσατε τον κωδικό, η σελίδα σύνδεσης βοηθά):`)
};

export const join_mail_known_body = /** @type {(inputs: Join_Mail_Known_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κάποιος προσπάθησε να εγγραφεί στο catchd στο ${i?.url} με αυτή τη διεύθυνση email.

${i?.why}

${i?.link}

Αν δεν ήσασταν εσείς, αγνοήστε αυτό το μήνυμα: δεν άλλαξε τίποτα.`)
};

export const join_mail_known_declined = /** @type {(inputs: Join_Mail_Known_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια εγγραφή με αυτή τη διεύθυνση έχει ήδη απορριφθεί. Ρωτήστε έναν διαχειριστή του συλλόγου αν πιστεύετε ότι είναι λάθος. Η σελίδα σύνδεσης:`)
};

export const join_mail_known_subject = /** @type {(inputs: Join_Mail_Known_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κάποιος προσπάθησε να εγγραφεί στο catchd με τη διεύθυνσή σας`)
};

export const join_mail_known_waiting = /** @type {(inputs: Join_Mail_Known_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια εγγραφή με αυτή τη διεύθυνση περιμένει ήδη την απόφαση ενός διαχειριστή· θα λάβετε email όταν ληφθεί. Η σελίδα σύνδεσης:`)
};

export const join_mail_sign_off = /** @type {(inputs: Join_Mail_Sign_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd στο ${i?.url}`)
};

export const join_name_label = /** @type {(inputs: Join_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όνομα (όπως το βλέπουν οι άλλοι)`)
};

export const join_new_link = /** @type {(inputs: Join_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Νέος σύνδεσμος`)
};

export const join_new_link_label = /** @type {(inputs: Join_New_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Νέος σύνδεσμος πρόσκλησης για το ${i?.email}`)
};

export const join_no_invitations = /** @type {(inputs: Join_No_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχουν εκκρεμείς προσκλήσεις.`)
};

export const join_nobody_waiting = /** @type {(inputs: Join_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν περιμένει κανείς.`)
};

export const join_password_label = /** @type {(inputs: Join_Password_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κωδικός πρόσβασης (τουλάχιστον ${i?.min} χαρακτήρες)`)
};

export const join_pending_invitations = /** @type {(inputs: Join_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εκκρεμείς προσκλήσεις`)
};

export const join_qr_label = /** @type {(inputs: Join_Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κωδικός QR του συνδέσμου πρόσκλησης για το ${i?.email}`)
};

export const join_refused_building = /** @type {(inputs: Join_Refused_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πείτε με λίγα λόγια τι φτιάχνετε.`)
};

export const join_refused_email = /** @type {(inputs: Join_Refused_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι διεύθυνση email.`)
};

export const join_refused_too_long = /** @type {(inputs: Join_Refused_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Μπορεί να έχει έως ${i?.max} χαρακτήρες.`)
};

export const join_requested_text = /** @type {(inputs: Join_Requested_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η διεύθυνσή σας επιβεβαιώθηκε και η εγγραφή σας περιμένει την απόφαση ενός διαχειριστή. Κρατήστε τη διεύθυνση αυτής της σελίδας για να δείτε αργότερα σε ποιο σημείο βρίσκεται.`)
};

export const join_revoke = /** @type {(inputs: Join_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ανάκληση`)
};

export const join_revoke_label = /** @type {(inputs: Join_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ανάκληση της πρόσκλησης στο ${i?.email}`)
};

export const join_scan_it = /** @type {(inputs: Join_Scan_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ή αφήστε τους να το σαρώσουν από αυτή την οθόνη:`)
};

export const join_send_again = /** @type {(inputs: Join_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Νέα αποστολή`)
};

export const join_send_again_label = /** @type {(inputs: Join_Send_Again_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Νέα αποστολή της πρόσκλησης στο ${i?.email}`)
};

export const join_set_up_text = /** @type {(inputs: Join_Set_Up_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Υπάρχει ήδη διαχειριστής, οπότε οι σύνδεσμοι ρύθμισης δεν λειτουργούν πια.`)
};

export const join_set_up_title = /** @type {(inputs: Join_Set_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το catchd έχει ρυθμιστεί`)
};

export const join_setup_button = /** @type {(inputs: Join_Setup_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δημιουργία λογαριασμού διαχειριστή`)
};

export const join_setup_lead = /** @type {(inputs: Join_Setup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κανείς δεν διαχειρίζεται ακόμη αυτό το catchd. Δημιουργήστε τον πρώτο διαχειριστή: εσάς.`)
};

export const join_setup_link_text = /** @type {(inputs: Join_Setup_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτός ο σύνδεσμος ρύθμισης έληξε ή γράφτηκε λάθος. Επανεκκινήστε το catchd: όσο δεν υπάρχει διαχειριστής, εμφανίζει νέο σύνδεσμο κατά την εκκίνηση.`)
};

export const join_setup_link_title = /** @type {(inputs: Join_Setup_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μη έγκυρος σύνδεσμος ρύθμισης`)
};

export const join_setup_title = /** @type {(inputs: Join_Setup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ρύθμιση του catchd`)
};

export const join_share_button = /** @type {(inputs: Join_Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κοινοποίηση του συνδέσμου…`)
};

export const join_share_text = /** @type {(inputs: Join_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η πρόσκλησή σας στο ${i?.club}, για το ${i?.email}:`)
};

export const join_share_title = /** @type {(inputs: Join_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Γίνετε μέλος του ${i?.club} στο catchd`)
};

export const join_sign_up_and_apply = /** @type {(inputs: Join_Sign_Up_And_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εγγραφή και αίτηση`)
};

export const join_sign_ups_waiting = /** @type {(inputs: Join_Sign_Ups_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εγγραφές σε αναμονή`)
};

export const join_waiting_text = /** @type {(inputs: Join_Waiting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εγγραφή σας περιμένει την απόφαση ενός διαχειριστή. Μόλις εγκριθεί, συνδεθείτε με το email και τον κωδικό σας.`)
};

export const join_waiting_title = /** @type {(inputs: Join_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σε αναμονή διαχειριστή`)
};

export const leave_choose_catches = /** @type {(inputs: Leave_Choose_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιλέξτε τι θα γίνει με τα αλιεύματά σας.`)
};

export const leave_confirm_word = /** @type {(inputs: Leave_Confirm_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`διαγραφή`)
};

export const leave_danger_zone = /** @type {(inputs: Leave_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζώνη κινδύνου`)
};

export const leave_delete_button = /** @type {(inputs: Leave_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή του λογαριασμού μου…`)
};

export const leave_delete_catches = /** @type {(inputs: Leave_Delete_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή των αλιευμάτων μου και των φωτογραφιών τους`)
};

export const leave_delete_heading = /** @type {(inputs: Leave_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή του λογαριασμού μου`)
};

export const leave_delete_lead = /** @type {(inputs: Leave_Delete_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το όνομα και το email σας διαγράφονται και κάθε τρόπος σύνδεσης σταματά. Αυτό δεν αναιρείται.`)
};

export const leave_download = /** @type {(inputs: Leave_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Λήψη των δεδομένων μου`)
};

export const leave_download_what = /** @type {(inputs: Leave_Download_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένα αρχείο zip: τα αλιεύματά σας (JSON και CSV), επαληθεύσεις, φωτογραφίες, κλειδιά API και εφαρμογές (χωρίς μυστικά) και κλειδιά πρόσβασης (ονόματα και ημερομηνίες).`)
};

export const leave_final_button = /** @type {(inputs: Leave_Final_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οριστική διαγραφή του λογαριασμού μου`)
};

export const leave_final_delete = /** @type {(inputs: Leave_Final_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα αλιεύματά σας και οι φωτογραφίες τους διαγράφονται.`)
};

export const leave_final_gone = /** @type {(inputs: Leave_Final_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Το ${i?.email} και το όνομά σας διαγράφονται· κάθε σύνδεση, κλειδί πρόσβασης και κλειδί API σταματά να λειτουργεί.`)
};

export const leave_final_keep = /** @type {(inputs: Leave_Final_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τα αλιεύματά σας μένουν στις κατατάξεις, ως «${i?.name}».`)
};

export const leave_final_title = /** @type {(inputs: Leave_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οριστική διαγραφή του λογαριασμού σας;`)
};

export const leave_keep_account = /** @type {(inputs: Leave_Keep_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όχι, να μείνει ο λογαριασμός μου`)
};

export const leave_keep_catches = /** @type {(inputs: Leave_Keep_CatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Να μείνουν τα αλιεύματά μου στις κατατάξεις, ως «${i?.name}»`)
};

export const leave_password = /** @type {(inputs: Leave_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο κωδικός σας, για επιβεβαίωση`)
};

export const leave_type_email = /** @type {(inputs: Leave_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πληκτρολογήστε το email σας (${i?.email}) για επιβεβαίωση`)
};

export const leave_type_word = /** @type {(inputs: Leave_Type_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πληκτρολογήστε ${i?.word} για να συνεχίσετε`)
};

export const leave_word_refused = /** @type {(inputs: Leave_Word_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δεν είναι «${i?.word}»: πληκτρολογήστε τη λέξη για να συνεχίσετε.`)
};

export const leave_your_catches = /** @type {(inputs: Leave_Your_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα αλιεύματά σας`)
};

export const leave_your_data = /** @type {(inputs: Leave_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα δεδομένα σας`)
};

export const live_off = /** @type {(inputs: Live_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι ζωντανές ενημερώσεις είναι ανενεργές: ανανεώστε τη σελίδα για τα πιο πρόσφατα.`)
};

export const live_on = /** @type {(inputs: Live_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζωντανά: ενημερώνεται καθώς καταγράφονται και επαληθεύονται αλιεύματα.`)
};

export const live_updated = /** @type {(inputs: Live_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ενημερώθηκε στις ${i?.time}`)
};

export const nav_admin = /** @type {(inputs: Nav_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαχείριση`)
};

export const nav_competitions = /** @type {(inputs: Nav_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αγώνες`)
};

export const nav_developers = /** @type {(inputs: Nav_DevelopersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προγραμματιστές`)
};

export const nav_leaderboards = /** @type {(inputs: Nav_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατατάξεις`)
};

export const nav_log_catch = /** @type {(inputs: Nav_Log_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καταγραφή ψαριάς`)
};

export const nav_main = /** @type {(inputs: Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κύρια`)
};

export const nav_menu = /** @type {(inputs: Nav_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μενού`)
};

export const nav_my_catches = /** @type {(inputs: Nav_My_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι ψαριές μου`)
};

export const nav_species = /** @type {(inputs: Nav_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είδη`)
};

export const nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Στατιστικά`)
};

export const nav_unread = /** @type {(inputs: Nav_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ειδοποιήσεις: ${i?.count} μη αναγνωσμένη`);
	return /** @type {LocalizedString} */ (`Ειδοποιήσεις: ${i?.count} μη αναγνωσμένες`)
	
};

export const nav_verify = /** @type {(inputs: Nav_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επαλήθευση`)
};

export const nav_your_account = /** @type {(inputs: Nav_Your_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ο λογαριασμός σας`)
};

export const notice_account_deleted = /** @type {(inputs: Notice_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο λογαριασμός σας διαγράφηκε. Ευχαριστούμε που βουτήξατε μαζί μας.`)
};

export const notice_app_deleted = /** @type {(inputs: Notice_App_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή διαγράφηκε.`)
};

export const notice_app_revoked = /** @type {(inputs: Notice_App_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ανακλήθηκε: τα tokens της εφαρμογής δεν λειτουργούν πια.`)
};

export const notice_app_saved = /** @type {(inputs: Notice_App_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή αποθηκεύτηκε.`)
};

export const notice_application_approved = /** @type {(inputs: Notice_Application_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η αίτηση εγκρίθηκε.`)
};

export const notice_application_declined = /** @type {(inputs: Notice_Application_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η αίτηση απορρίφθηκε.`)
};

export const notice_applied = /** @type {(inputs: Notice_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ευχαριστούμε: η αίτησή σας καταχωρίστηκε.`)
};

export const notice_delivery_queued = /** @type {(inputs: Notice_Delivery_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μπήκε ξανά στην ουρά.`)
};

export const notice_disabled = /** @type {(inputs: Notice_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απενεργοποιήθηκε.`)
};

export const notice_email_changed = /** @type {(inputs: Notice_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η διεύθυνση email σας άλλαξε.`)
};

export const notice_email_confirm_sent = /** @type {(inputs: Notice_Email_Confirm_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σχεδόν έτοιμο: ανοίξτε τον σύνδεσμο που στείλαμε στη νέα διεύθυνση. Μέχρι τότε η διεύθυνσή σας μένει ίδια.`)
};

export const notice_enabled = /** @type {(inputs: Notice_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ενεργοποιήθηκε.`)
};

export const notice_endpoint_deleted = /** @type {(inputs: Notice_Endpoint_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το endpoint διαγράφηκε.`)
};

export const notice_grade_refused = /** @type {(inputs: Notice_Grade_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απορρίφθηκε: η ψαριά μένει χωρίς επαλήθευση.`)
};

export const notice_graded_bronze = /** @type {(inputs: Notice_Graded_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δόθηκε το επίπεδο «χάλκινο».`)
};

export const notice_graded_gold = /** @type {(inputs: Notice_Graded_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δόθηκε το επίπεδο «χρυσό».`)
};

export const notice_graded_silver = /** @type {(inputs: Notice_Graded_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δόθηκε το επίπεδο «ασημένιο».`)
};

export const notice_invitation_resent = /** @type {(inputs: Notice_Invitation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η πρόσκληση στάλθηκε ξανά, με νέο σύνδεσμο.`)
};

export const notice_invitation_revoked = /** @type {(inputs: Notice_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η πρόσκληση ακυρώθηκε: ο σύνδεσμός της δεν λειτουργεί πια.`)
};

export const notice_invited = /** @type {(inputs: Notice_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η πρόσκληση στάλθηκε.`)
};

export const notice_key_revoked = /** @type {(inputs: Notice_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το κλειδί ανακλήθηκε.`)
};

export const notice_passkey_added = /** @type {(inputs: Notice_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το κλειδί πρόσβασης προστέθηκε: την επόμενη φορά συνδεθείτε με αυτό, χωρίς κωδικό.`)
};

export const notice_passkey_removed = /** @type {(inputs: Notice_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το κλειδί πρόσβασης αφαιρέθηκε: δεν σας συνδέει πια.`)
};

export const notice_passkey_renamed = /** @type {(inputs: Notice_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το κλειδί πρόσβασης μετονομάστηκε.`)
};

export const notice_password_changed = /** @type {(inputs: Notice_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο κωδικός σας άλλαξε· όλες οι άλλες συνδέσεις έκλεισαν.`)
};

export const notice_person_added = /** @type {(inputs: Notice_Person_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το άτομο προστέθηκε.`)
};

export const notice_role_changed = /** @type {(inputs: Notice_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο ρόλος άλλαξε.`)
};

export const notice_saved = /** @type {(inputs: Notice_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποθηκεύτηκε.`)
};

export const notice_second_factor_removed = /** @type {(inputs: Notice_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή ελέγχου ταυτότητας αφαιρέθηκε· όλες οι άλλες συνδέσεις έκλεισαν.`)
};

export const notice_second_factor_reset = /** @type {(inputs: Notice_Second_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο δεύτερος παράγοντας επαναφέρθηκε: το άτομο αποσυνδέθηκε παντού και μπορεί να ορίσει νέο.`)
};

export const notice_secret_rotated = /** @type {(inputs: Notice_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το μυστικό ανανεώθηκε.`)
};

export const notice_session_ended = /** @type {(inputs: Notice_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή η σύνδεση έκλεισε.`)
};

export const notice_sessions_ended = /** @type {(inputs: Notice_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλες οι άλλες συνδέσεις έκλεισαν.`)
};

export const notice_setup_done = /** @type {(inputs: Notice_Setup_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είστε πλέον ο διαχειριστής. Προσκαλέστε άτομα παρακάτω.`)
};

export const notice_sign_up_approved = /** @type {(inputs: Notice_Sign_Up_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εγγραφή εγκρίθηκε: το άτομο μπορεί να συνδεθεί.`)
};

export const notice_sign_up_declined = /** @type {(inputs: Notice_Sign_Up_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εγγραφή απορρίφθηκε.`)
};

export const notice_test_sent = /** @type {(inputs: Notice_Test_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένα δοκιμαστικό συμβάν είναι καθ’ οδόν.`)
};

export const notice_welcome = /** @type {(inputs: Notice_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καλώς ήρθατε στο catchd!`)
};

export const notify_all = /** @type {(inputs: Notify_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλες`)
};

export const notify_board_catch_count = /** @type {(inputs: Notify_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`αριθμός ψαριών`)
};

export const notify_board_deepest = /** @type {(inputs: Notify_Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`βαθύτερη ψαριά`)
};

export const notify_board_heaviest = /** @type {(inputs: Notify_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`βαρύτερο ψάρι`)
};

export const notify_board_left = /** @type {(inputs: Notify_Board_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Βγήκατε από την πρώτη δεκάδα της κατάταξης «${i?.board}» (ήσασταν στη θέση ${i?.old}).`)
};

export const notify_board_moved = /** @type {(inputs: Notify_Board_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πέσατε από τη θέση ${i?.old} στη θέση ${i?.new} στην κατάταξη «${i?.board}».`)
};

export const notify_board_season = /** @type {(inputs: Notify_Board_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`σεζόν ${i?.season}`)
};

export const notify_board_title = /** @type {(inputs: Notify_Board_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σας ξεπέρασαν σε μια κατάταξη`)
};

export const notify_board_total_weight = /** @type {(inputs: Notify_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`συνολικό βάρος`)
};

export const notify_boards_more = /** @type {(inputs: Notify_Boards_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Και ${i?.count} ακόμη κατάταξη.`);
	return /** @type {LocalizedString} */ (`Και ${i?.count} ακόμη κατατάξεις.`)
	
};

export const notify_boards_title = /** @type {(inputs: Notify_Boards_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Σας ξεπέρασαν σε ${i?.count} κατάταξη`);
	return /** @type {LocalizedString} */ (`Σας ξεπέρασαν σε ${i?.count} κατατάξεις`)
	
};

export const notify_catch_graded_text = /** @type {(inputs: Notify_Catch_Graded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ένας επαληθευτής έδωσε στην ψαριά σας (${i?.species}) το επίπεδο «${i?.tier}» (πριν: «${i?.previous}»).`)
};

export const notify_catch_graded_title = /** @type {(inputs: Notify_Catch_Graded_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η ψαριά σας πήρε το επίπεδο «${i?.tier}»`)
};

export const notify_catch_refused_text = /** @type {(inputs: Notify_Catch_Refused_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ένας επαληθευτής απέρριψε την ψαριά σας (${i?.species}).`)
};

export const notify_catch_refused_title = /** @type {(inputs: Notify_Catch_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η ψαριά σας απορρίφθηκε`)
};

export const notify_choose = /** @type {(inputs: Notify_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιλέξτε τι σας φτάνει και πού`)
};

export const notify_developer_text = /** @type {(inputs: Notify_Developer_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή ${i?.name} ζητά πρόσβαση προγραμματιστή.`)
};

export const notify_developer_title = /** @type {(inputs: Notify_Developer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια αίτηση προγραμματιστή σας περιμένει`)
};

export const notify_digest_title = /** @type {(inputs: Notify_Digest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η εβδομάδα στον σύλλογο ${i?.club}`)
};

export const notify_email = /** @type {(inputs: Notify_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Με email`)
};

export const notify_email_daily = /** @type {(inputs: Notify_Email_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ημερήσια σύνοψη`)
};

export const notify_email_instant = /** @type {(inputs: Notify_Email_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αμέσως με email`)
};

export const notify_email_off = /** @type {(inputs: Notify_Email_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χωρίς email`)
};

export const notify_email_weekly = /** @type {(inputs: Notify_Email_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εβδομαδιαία σύνοψη`)
};

export const notify_final_text = /** @type {(inputs: Notify_Final_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τα αποτελέσματα του αγώνα ${i?.competition} είναι οριστικά.`)
};

export const notify_final_title = /** @type {(inputs: Notify_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βγήκαν τα τελικά αποτελέσματα`)
};

export const notify_in_app = /** @type {(inputs: Notify_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Στην εφαρμογή`)
};

export const notify_kind_board_overtaken = /** @type {(inputs: Notify_Kind_Board_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κάποιος σας ξεπερνά στην πρώτη δεκάδα μιας κατάταξης`)
};

export const notify_kind_catch_graded = /** @type {(inputs: Notify_Kind_Catch_GradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια ψαριά σας παίρνει επίπεδο ή απορρίπτεται`)
};

export const notify_kind_club_digest = /** @type {(inputs: Notify_Kind_Club_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια εβδομαδιαία σύνοψη της δραστηριότητας του συλλόγου (διαχειριστές)`)
};

export const notify_kind_competition_overtaken = /** @type {(inputs: Notify_Kind_Competition_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κάποιος ξεπερνά τη συμμετοχή σας στην πρώτη δεκάδα ενός αγώνα`)
};

export const notify_kind_competition_published = /** @type {(inputs: Notify_Kind_Competition_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δημοσιεύεται ένας αγώνας`)
};

export const notify_kind_competition_results = /** @type {(inputs: Notify_Kind_Competition_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσωρινά ή τελικά αποτελέσματα ενός αγώνα στον οποίο συμμετέχετε`)
};

export const notify_kind_developer_application_waiting = /** @type {(inputs: Notify_Kind_Developer_Application_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια αίτηση προγραμματιστή περιμένει απόφαση (διαχειριστές)`)
};

export const notify_kind_protest_on_entry = /** @type {(inputs: Notify_Kind_Protest_On_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Υποβάλλεται ένσταση κατά της συμμετοχής σας σε αγώνα`)
};

export const notify_kind_sign_up_waiting = /** @type {(inputs: Notify_Kind_Sign_Up_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια εγγραφή περιμένει έγκριση (διαχειριστές)`)
};

export const notify_kind_verification_requested = /** @type {(inputs: Notify_Kind_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένας δύτης ζητά επαλήθευση μιας ψαριάς (επαληθευτές και διαχειριστές)`)
};

export const notify_mail_choices = /** @type {(inputs: Notify_Mail_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Όλες οι επιλογές σας: ${i?.link}`)
};

export const notify_mail_more = /** @type {(inputs: Notify_Mail_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Και ${i?.count} ακόμη: ${i?.link}`);
	return /** @type {LocalizedString} */ (`Και ${i?.count} ακόμη: ${i?.link}`)
	
};

export const notify_mail_stop = /** @type {(inputs: Notify_Mail_StopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Για να σταματήσουν αυτά τα μηνύματα (και μόνο αυτά): ${i?.link}`)
};

export const notify_mail_subject_many = /** @type {(inputs: Notify_Mail_Subject_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ειδοποίηση (${i?.kind})`);
	return /** @type {LocalizedString} */ (`${i?.count} ειδοποιήσεις (${i?.kind})`)
	
};

export const notify_mail_why = /** @type {(inputs: Notify_Mail_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Λαμβάνετε αυτό το μήνυμα λόγω της επιλογής σας για «${i?.kind}».`)
};

export const notify_mark_all_read = /** @type {(inputs: Notify_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σήμανση όλων ως αναγνωσμένων`)
};

export const notify_no_devices = /** @type {(inputs: Notify_No_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία συσκευή δεν λαμβάνει ακόμη ειδοποιήσεις.`)
};

export const notify_nothing_unread = /** @type {(inputs: Notify_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει τίποτα μη αναγνωσμένο.`)
};

export const notify_nothing_yet = /** @type {(inputs: Notify_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τίποτα ακόμη: εδώ θα βρίσκετε τι συμβαίνει στις ψαριές, τις κατατάξεις και τους αγώνες σας.`)
};

export const notify_overtaken_left = /** @type {(inputs: Notify_Overtaken_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η συμμετοχή σας βγήκε από την πρώτη δεκάδα του αγώνα ${i?.competition} (ήταν στη θέση ${i?.old}).`)
};

export const notify_overtaken_moved = /** @type {(inputs: Notify_Overtaken_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η συμμετοχή σας έπεσε από τη θέση ${i?.old} στη θέση ${i?.new} στην κατάταξη του αγώνα ${i?.competition}.`)
};

export const notify_overtaken_title = /** @type {(inputs: Notify_Overtaken_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Σας ξεπέρασαν στον αγώνα ${i?.competition}`)
};

export const notify_page_title = /** @type {(inputs: Notify_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ειδοποιήσεις`)
};

export const notify_protest_catch_text = /** @type {(inputs: Notify_Protest_Catch_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κάποιος υπέβαλε ένσταση για μια ψαριά της συμμετοχής σας στον αγώνα ${i?.competition}· θα αποφασίσει ένας διαχειριστής.`)
};

export const notify_protest_entry_text = /** @type {(inputs: Notify_Protest_Entry_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κάποιος υπέβαλε ένσταση κατά της συμμετοχής σας στον αγώνα ${i?.competition}· θα αποφασίσει ένας διαχειριστής.`)
};

export const notify_protest_title = /** @type {(inputs: Notify_Protest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια ένσταση κατά της συμμετοχής σας`)
};

export const notify_provisional_text = /** @type {(inputs: Notify_Provisional_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τα αποτελέσματα του αγώνα ${i?.competition} είναι προσωρινά: μπορείτε να υποβάλετε ένσταση μέχρι να οριστικοποιηθούν.`)
};

export const notify_provisional_title = /** @type {(inputs: Notify_Provisional_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βγήκαν τα προσωρινά αποτελέσματα`)
};

export const notify_published_text = /** @type {(inputs: Notify_Published_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Οι συμμετοχές για τον αγώνα ${i?.competition} άνοιξαν.`)
};

export const notify_published_title = /** @type {(inputs: Notify_Published_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένας νέος αγώνας`)
};

export const notify_push_heading = /** @type {(inputs: Notify_Push_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ειδοποιήσεις στις συσκευές σας`)
};

export const notify_push_off = /** @type {(inputs: Notify_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απενεργοποίηση ειδοποιήσεων σε αυτή τη συσκευή`)
};

export const notify_push_on = /** @type {(inputs: Notify_Push_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ενεργοποίηση ειδοποιήσεων σε αυτή τη συσκευή`)
};

export const notify_push_unavailable = /** @type {(inputs: Notify_Push_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτός ο διακομιστής δεν μπορεί να στέλνει ειδοποιήσεις σε συσκευές.`)
};

export const notify_reason = /** @type {(inputs: Notify_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Αιτία: ${i?.note}`)
};

export const notify_save = /** @type {(inputs: Notify_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποθήκευση`)
};

export const notify_settings_heading = /** @type {(inputs: Notify_Settings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τι σας φτάνει και πού`)
};

export const notify_sign_up_text = /** @type {(inputs: Notify_Sign_Up_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ο/η ${i?.name} ζητά να γίνει μέλος του συλλόγου.`)
};

export const notify_sign_up_title = /** @type {(inputs: Notify_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια εγγραφή σας περιμένει`)
};

export const notify_since = /** @type {(inputs: Notify_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`από ${i?.time}`)
};

export const notify_stop_push = /** @type {(inputs: Notify_Stop_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διακοπή ειδοποιήσεων εκεί`)
};

export const notify_tier_bronze = /** @type {(inputs: Notify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χάλκινο`)
};

export const notify_tier_gold = /** @type {(inputs: Notify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χρυσό`)
};

export const notify_tier_silver = /** @type {(inputs: Notify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ασημένιο`)
};

export const notify_tier_unverified = /** @type {(inputs: Notify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χωρίς επαλήθευση`)
};

export const notify_unread = /** @type {(inputs: Notify_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`μη αναγνωσμένη`)
};

export const notify_unread_only = /** @type {(inputs: Notify_Unread_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μόνο μη αναγνωσμένες`)
};

export const notify_unsubscribe_button = /** @type {(inputs: Notify_Unsubscribe_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να σταματήσουν`)
};

export const notify_unsubscribe_explain = /** @type {(inputs: Notify_Unsubscribe_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δεν θα λαμβάνετε πλέον μηνύματα για «${i?.kind}». Τα άλλα είδη και η εφαρμογή μένουν ως έχουν.`)
};

export const notify_unsubscribe_invalid = /** @type {(inputs: Notify_Unsubscribe_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Αυτός ο σύνδεσμος διαγραφής δεν είναι έγκυρος. Οι επιλογές σας βρίσκονται στο ${i?.link}.`)
};

export const notify_unsubscribe_invalid_title = /** @type {(inputs: Notify_Unsubscribe_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μη έγκυρος σύνδεσμος`)
};

export const notify_unsubscribe_question = /** @type {(inputs: Notify_Unsubscribe_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να σταματήσουν αυτά τα μηνύματα;`)
};

export const notify_unsubscribe_title = /** @type {(inputs: Notify_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διακοπή αυτών των μηνυμάτων`)
};

export const notify_unsubscribed_heading = /** @type {(inputs: Notify_Unsubscribed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έγινε`)
};

export const notify_unsubscribed_text = /** @type {(inputs: Notify_Unsubscribed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δεν θα λαμβάνετε άλλα μηνύματα για «${i?.kind}». Αν αλλάξετε γνώμη, μεταβείτε στο ${i?.link}.`)
};

export const notify_unsubscribed_title = /** @type {(inputs: Notify_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η διαγραφή έγινε`)
};

export const notify_verification_requested_text = /** @type {(inputs: Notify_Verification_Requested_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ο/η ${i?.diver} ζητά επαλήθευση για την ψαριά του/της (${i?.species}).`)
};

export const notify_verification_requested_title = /** @type {(inputs: Notify_Verification_Requested_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια ψαριά περιμένει επαλήθευση`)
};

export const notify_your_account = /** @type {(inputs: Notify_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο λογαριασμός σας`)
};

export const notify_your_notifications = /** @type {(inputs: Notify_Your_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι ειδοποιήσεις σας`)
};

export const oauth_afterwards = /** @type {(inputs: Oauth_AfterwardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Μπορείτε να το ανακαλέσετε οποιαδήποτε στιγμή. Μετά θα επιστρέψετε στο ${i?.destination}.`)
};

export const oauth_allow = /** @type {(inputs: Oauth_AllowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποδοχή`)
};

export const oauth_allow_question = /** @type {(inputs: Oauth_Allow_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Να επιτραπεί η ${i?.app};`)
};

export const oauth_allow_title = /** @type {(inputs: Oauth_Allow_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Να επιτραπεί η ${i?.app}`)
};

export const oauth_app_disabled = /** @type {(inputs: Oauth_App_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή που σας έστειλε εδώ είναι απενεργοποιημένη.`)
};

export const oauth_deny = /** @type {(inputs: Oauth_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άρνηση`)
};

export const oauth_link_broken = /** @type {(inputs: Oauth_Link_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτός ο σύνδεσμος σύνδεσης δεν λειτουργεί`)
};

export const oauth_no_client = /** @type {(inputs: Oauth_No_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το αίτημα δεν ορίζει εφαρμογή (λείπει το client_id).`)
};

export const oauth_no_redirect = /** @type {(inputs: Oauth_No_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το αίτημα δεν έχει redirect_uri και η εφαρμογή έχει πολλά.`)
};

export const oauth_repeated_redirect = /** @type {(inputs: Oauth_Repeated_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το αίτημα επαναλαμβάνει το redirect_uri.`)
};

export const oauth_unknown_app = /** @type {(inputs: Oauth_Unknown_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή που σας έστειλε εδώ δεν είναι καταχωρισμένη.`)
};

export const oauth_unregistered_redirect = /** @type {(inputs: Oauth_Unregistered_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή ζήτησε να σας στείλει σε διεύθυνση που δεν έχει καταχωρίσει, γι’ αυτό σταματήσαμε εδώ.`)
};

export const oauth_wants = /** @type {(inputs: Oauth_WantsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η ${i?.app} θέλει να χρησιμοποιήσει τον λογαριασμό σας στο catchd, ${i?.person} (${i?.email}). Αν το επιτρέψετε, θα μπορεί να:`)
};

export const oauth_withheld = /** @type {(inputs: Oauth_WithheldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ζήτησε επίσης δυνατότητες που ο λογαριασμός σας δεν έχει, τις οποίες δεν θα λάβει: ${i?.scopes}.`)
};

export const offline_back_in_reach = /** @type {(inputs: Offline_Back_In_ReachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η σύνδεση επανήλθε: αυτή η σελίδα είναι όπως αποθηκεύτηκε τελευταία φορά σε αυτό το τηλέφωνο, στις ${i?.time}. Ανανεώστε τη για τα πιο πρόσφατα.`)
};

export const offline_caught = /** @type {(inputs: Offline_CaughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`πιάστηκε στις ${i?.time}`)
};

export const offline_discard = /** @type {(inputs: Offline_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απόρριψη`)
};

export const offline_dismiss = /** @type {(inputs: Offline_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κλείσιμο`)
};

export const offline_fix = /** @type {(inputs: Offline_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διόρθωση`)
};

export const offline_fix_elsewhere = /** @type {(inputs: Offline_Fix_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διορθώστε τη στη σελίδα καταγραφής`)
};

export const offline_fixing = /** @type {(inputs: Offline_FixingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διορθώστε αυτή την ψαριά και αποθηκεύστε τη ξανά· περιμένει εδώ μέχρι να σταλεί.`)
};

export const offline_no_connection = /** @type {(inputs: Offline_No_ConnectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Χωρίς σύνδεση: αυτή η σελίδα είναι όπως αποθηκεύτηκε τελευταία φορά σε αυτό το τηλέφωνο, στις ${i?.time}.`)
};

export const offline_open_catch = /** @type {(inputs: Offline_Open_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`άνοιγμα της ψαριάς`)
};

export const offline_outbox_title = /** @type {(inputs: Offline_Outbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σε αυτό το τηλέφωνο`)
};

export const offline_page_heading = /** @type {(inputs: Offline_Page_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χωρίς σήμα, και αυτή η σελίδα δεν είναι αποθηκευμένη στο τηλέφωνο`)
};

export const offline_page_text = /** @type {(inputs: Offline_Page_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Οι σελίδες που ανοίξατε συνδεδεμένοι φυλάσσονται εδώ. ${i?.link}: αποθηκεύεται σε αυτό το τηλέφωνο και στέλνεται μόλις επανέλθει το σήμα.`)
};

export const offline_page_title = /** @type {(inputs: Offline_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εκτός σύνδεσης`)
};

export const offline_photos = /** @type {(inputs: Offline_PhotosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} φωτογραφία`);
	return /** @type {LocalizedString} */ (`${i?.count} φωτογραφίες`)
	
};

export const offline_saved = /** @type {(inputs: Offline_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η ψαριά αποθηκεύτηκε.`)
};

export const offline_saving = /** @type {(inputs: Offline_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποθήκευση σε αυτό το τηλέφωνο…`)
};

export const offline_sent_saved = /** @type {(inputs: Offline_Sent_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Στάλθηκε και αποθηκεύτηκε:`)
};

export const offline_sign_in_again = /** @type {(inputs: Offline_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συνδεθείτε ξανά για να σταλούν όσα περιμένουν`)
};

export const offline_sign_in_to_send = /** @type {(inputs: Offline_Sign_In_To_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συνδεθείτε ξανά για να σταλούν.`)
};

export const offline_sign_out_question = /** @type {(inputs: Offline_Sign_Out_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ψαριά είναι αποθηκευμένη σε αυτό το τηλέφωνο και δεν έχει σταλεί ακόμη. Αν αποσυνδεθείτε, θα χαθεί. Αποσύνδεση παρ’ όλα αυτά;`);
	return /** @type {LocalizedString} */ (`${i?.count} ψαριές είναι αποθηκευμένες σε αυτό το τηλέφωνο και δεν έχουν σταλεί ακόμη. Αν αποσυνδεθείτε, θα χαθούν. Αποσύνδεση παρ’ όλα αυτά;`)
	
};

export const offline_state_refused = /** @type {(inputs: Offline_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απορρίφθηκε: διορθώστε τη`)
};

export const offline_state_sent = /** @type {(inputs: Offline_State_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Στάλθηκε, με πρόβλημα`)
};

export const offline_state_waiting = /** @type {(inputs: Offline_State_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σε αναμονή αποστολής`)
};

export const offline_unnamed_species = /** @type {(inputs: Offline_Unnamed_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χωρίς είδος`)
};

export const offline_waiting = /** @type {(inputs: Offline_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Αποθηκεύτηκε σε αυτό το τηλέφωνο: ${i?.count} περιμένει να σταλεί.`);
	return /** @type {LocalizedString} */ (`Αποθηκεύτηκαν σε αυτό το τηλέφωνο: ${i?.count} περιμένουν να σταλούν.`)
	
};

export const offline_you_are_offline = /** @type {(inputs: Offline_You_Are_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είστε εκτός σύνδεσης. Οι ψαριές που καταγράφετε αποθηκεύονται σε αυτό το τηλέφωνο και στέλνονται μόλις επανέλθει το σήμα.`)
};

export const or = /** @type {(inputs: OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ή`)
};

export const pager_label = /** @type {(inputs: Pager_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σελίδες`)
};

export const pager_next = /** @type {(inputs: Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επόμενη →`)
};

export const pager_page = /** @type {(inputs: Pager_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Σελίδα ${i?.page}`)
};

export const pager_page_of = /** @type {(inputs: Pager_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Σελίδα ${i?.page} από ${i?.last}`)
};

export const pager_previous = /** @type {(inputs: Pager_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Προηγούμενη`)
};

export const passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη κλειδιού πρόσβασης`)
};

export const passkey_added = /** @type {(inputs: Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προστέθηκε`)
};

export const passkey_confirm_to_add = /** @type {(inputs: Passkey_Confirm_To_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} για να προσθέσετε κλειδί πρόσβασης.`)
};

export const passkey_default_name = /** @type {(inputs: Passkey_Default_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το κλειδί μου`)
};

export const passkey_heading = /** @type {(inputs: Passkey_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κλειδιά πρόσβασης`)
};

export const passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τελευταία χρήση`)
};

export const passkey_lead = /** @type {(inputs: Passkey_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συνδεθείτε με το δακτυλικό σας αποτύπωμα, το πρόσωπό σας, το κλείδωμα οθόνης ή ένα κλειδί ασφαλείας: χωρίς κωδικό.`)
};

export const passkey_name_of = /** @type {(inputs: Passkey_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Όνομα του κλειδιού πρόσβασης ${i?.name}`)
};

export const passkey_never = /** @type {(inputs: Passkey_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ποτέ`)
};

export const passkey_new_name = /** @type {(inputs: Passkey_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όνομα του νέου κλειδιού πρόσβασης`)
};

export const passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν έχετε ακόμη κλειδιά πρόσβασης.`)
};

export const passkey_remove = /** @type {(inputs: Passkey_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αφαίρεση`)
};

export const passkey_remove_label = /** @type {(inputs: Passkey_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Αφαίρεση του κλειδιού πρόσβασης ${i?.name}`)
};

export const passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μετονομασία`)
};

export const passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Μετονομασία του κλειδιού πρόσβασης ${i?.name}`)
};

export const passkey_sign_in = /** @type {(inputs: Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σύνδεση με κλειδί πρόσβασης`)
};

export const passkey_yours = /** @type {(inputs: Passkey_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα κλειδιά πρόσβασής σας`)
};

export const password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κωδικός πρόσβασης`)
};

export const people_access = /** @type {(inputs: People_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρόσβαση`)
};

export const people_access_legend = /** @type {(inputs: People_Access_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ανοιχτό σε όλους, χωρίς σύνδεση`)
};

export const people_access_note = /** @type {(inputs: People_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλα τα υπόλοιπα (καταχώριση, επαλήθευση, διαχείριση) απαιτούν πάντα λογαριασμό.`)
};

export const people_active = /** @type {(inputs: People_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ενεργός`)
};

export const people_activity = /** @type {(inputs: People_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δραστηριότητα`)
};

export const people_activity_of = /** @type {(inputs: People_Activity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δραστηριότητα: ${i?.name}`)
};

export const people_add = /** @type {(inputs: People_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη`)
};

export const people_add_person = /** @type {(inputs: People_Add_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη ατόμου`)
};

export const people_area_divers = /** @type {(inputs: People_Area_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σελίδες δυτών: το καλύτερο αλίευμα του καθενός ανά είδος`)
};

export const people_area_leaderboards = /** @type {(inputs: People_Area_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατατάξεις, και η κατάταξη για ενσωμάτωση στον ιστότοπο του συλλόγου`)
};

export const people_area_species = /** @type {(inputs: People_Area_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σελίδες ειδών: ονόματα, φωτογραφίες, ρεκόρ και πρόσφατα επαληθευμένα αλιεύματα`)
};

export const people_back = /** @type {(inputs: People_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιστροφή στα άτομα`)
};

export const people_change_role = /** @type {(inputs: People_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αλλαγή ρόλου`)
};

export const people_deleted = /** @type {(inputs: People_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο λογαριασμός διαγράφηκε`)
};

export const people_disable = /** @type {(inputs: People_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απενεργοποίηση`)
};

export const people_disable_label = /** @type {(inputs: People_Disable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Απενεργοποίηση: ${i?.name}`)
};

export const people_disabled = /** @type {(inputs: People_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απενεργοποιημένος`)
};

export const people_enable = /** @type {(inputs: People_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ενεργοποίηση`)
};

export const people_enable_label = /** @type {(inputs: People_Enable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ενεργοποίηση: ${i?.name}`)
};

export const people_heading = /** @type {(inputs: People_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άτομα και ρόλοι`)
};

export const people_insecure_base_url = /** @type {(inputs: People_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Το CATCHD_BASE_URL είναι απλό http (${i?.origin}) σε άλλον υπολογιστή από αυτόν: τα cookies σύνδεσης στέλνονται χωρίς Secure και οι κωδικοί ταξιδεύουν χωρίς κρυπτογράφηση. Σερβίρετε το catchd μέσω https και ορίστε στο CATCHD_BASE_URL τη διεύθυνση https://.`)
};

export const people_joining_approval = /** @type {(inputs: People_Joining_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`οποιοσδήποτε εγγράφεται· οι διαχειριστές εγκρίνουν ή απορρίπτουν στη σελίδα ατόμων.`)
};

export const people_joining_closed = /** @type {(inputs: People_Joining_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`δεν γίνονται εγγραφές· οι διαχειριστές προσθέτουν άτομα στη σελίδα ατόμων.`)
};

export const people_joining_developer_label = /** @type {(inputs: People_Joining_Developer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εγγραφή πρόωρης πρόσβασης στην πύλη προγραμματιστών (CATCHD_DEVELOPER_SIGNUP)`)
};

export const people_joining_developer_off = /** @type {(inputs: People_Joining_Developer_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ανενεργή.`)
};

export const people_joining_developer_on = /** @type {(inputs: People_Joining_Developer_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ενεργή: οι επισκέπτες εγγράφονται και κάνουν αίτηση πρόσβασης προγραμματιστή μαζί, όποιος κι αν είναι ο τρόπος εγγραφής.`)
};

export const people_joining_heading = /** @type {(inputs: People_Joining_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πώς γίνεται κανείς μέλος`)
};

export const people_joining_invite = /** @type {(inputs: People_Joining_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`οι διαχειριστές προσκαλούν με email (στη σελίδα ατόμων)· ο σύνδεσμος λειτουργεί μία φορά, για επτά ημέρες.`)
};

export const people_joining_mail_label = /** @type {(inputs: People_Joining_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποστολή email (CATCHD_SMTP_URL)`)
};

export const people_joining_mail_off = /** @type {(inputs: People_Joining_Mail_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`μη ρυθμισμένο: οι σύνδεσμοι πρόσκλησης εμφανίζονται για αντιγραφή και οι εγγραφές δεν επιβεβαιώνονται με email.`)
};

export const people_joining_mail_on = /** @type {(inputs: People_Joining_Mail_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ρυθμισμένο: οι προσκλήσεις και οι επιβεβαιώσεις διευθύνσεων στέλνονται με email.`)
};

export const people_joining_mode_label = /** @type {(inputs: People_Joining_Mode_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εγγραφές (CATCHD_SIGNUP)`)
};

export const people_joining_note = /** @type {(inputs: People_Joining_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτά προέρχονται από τις ρυθμίσεις του διακομιστή· ο διαχειριστής του τα αλλάζει εκεί.`)
};

export const people_joining_open = /** @type {(inputs: People_Joining_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`οποιοσδήποτε εγγράφεται και γίνεται μέλος ως δύτης.`)
};

export const people_link_access = /** @type {(inputs: People_Link_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τι βλέπουν οι επισκέπτες`)
};

export const people_link_club = /** @type {(inputs: People_Link_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο σύλλογος: όνομα, ζώνη ώρας, μονάδες, γλώσσα, περίοδοι, εγγραφές`)
};

export const people_link_species = /** @type {(inputs: People_Link_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάλογος ειδών`)
};

export const people_no_address = /** @type {(inputs: People_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χωρίς διεύθυνση`)
};

export const people_no_such_person = /** @type {(inputs: People_No_Such_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει τέτοιο άτομο`)
};

export const people_refused_role = /** @type {(inputs: People_Refused_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι διαχειριστής, ελεγκτής ή δύτης.`)
};

export const people_refused_taken = /** @type {(inputs: People_Refused_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κάποιος έχει ήδη αυτό το email.`)
};

export const people_role = /** @type {(inputs: People_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ρόλος`)
};

export const people_role_admin = /** @type {(inputs: People_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`διαχειριστής`)
};

export const people_role_developer = /** @type {(inputs: People_Role_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`προγραμματιστής`)
};

export const people_role_diver = /** @type {(inputs: People_Role_DiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`δύτης`)
};

export const people_role_of = /** @type {(inputs: People_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ρόλος του/της ${i?.name}`)
};

export const people_role_verifier = /** @type {(inputs: People_Role_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ελεγκτής`)
};

export const people_second_factor = /** @type {(inputs: People_Second_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεύτερος παράγοντας`)
};

export const people_settings = /** @type {(inputs: People_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ρυθμίσεις`)
};

export const people_tile_applications = /** @type {(inputs: People_Tile_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`αίτηση προγραμματιστή`);
	return /** @type {LocalizedString} */ (`αιτήσεις προγραμματιστών`)
	
};

export const people_tile_catches = /** @type {(inputs: People_Tile_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`αλίευμα προς επαλήθευση`);
	return /** @type {LocalizedString} */ (`αλιεύματα προς επαλήθευση`)
	
};

export const people_tile_sign_ups = /** @type {(inputs: People_Tile_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`εγγραφή προς έγκριση`);
	return /** @type {LocalizedString} */ (`εγγραφές προς έγκριση`)
	
};

export const people_title = /** @type {(inputs: People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άτομα`)
};

export const people_update_available = /** @type {(inputs: People_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd ${i?.newer}: διαθέσιμη νέα έκδοση (αυτός ο διακομιστής τρέχει ${i?.current}). Στον διακομιστή, το ${i?.update} το εγκαθιστά μετά από αντίγραφο ασφαλείας· το ${i?.rollback} επιστρέφει στο προηγούμενο.`)
};

export const people_waiting_for_you = /** @type {(inputs: People_Waiting_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σας περιμένουν`)
};

export const problems_title = /** @type {(inputs: Problems_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διορθώστε τα παρακάτω και στείλτε ξανά:`)
};

export const reset_check_inbox = /** @type {(inputs: Reset_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αν κάποιος λογαριασμός χρησιμοποιεί αυτή τη διεύθυνση, έρχεται εκεί σύνδεσμος για νέο κωδικό. Λειτουργεί μία φορά, μέσα σε μία ώρα.`)
};

export const reset_credentials_legend = /** @type {(inputs: Reset_Credentials_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κλειδιά API και εφαρμογές που μπορούν να χρησιμοποιούν τον λογαριασμό σας χωρίς τον κωδικό`)
};

export const reset_done_text = /** @type {(inputs: Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλες οι συνδέσεις του λογαριασμού σας έκλεισαν. Συνδεθείτε με τον νέο κωδικό.`)
};

export const reset_done_title = /** @type {(inputs: Reset_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο κωδικός σας ορίστηκε`)
};

export const reset_kept = /** @type {(inputs: Reset_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Αυτά λειτουργούν ακόμη χωρίς τον κωδικό. Μόλις συνδεθείτε, ανακαλέστε όσα δεν δημιουργήσατε εσείς στα ${i?.keys} και στις ${i?.apps}.`)
};

export const reset_kept_apps = /** @type {(inputs: Reset_Kept_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`εφαρμογές που εξουσιοδοτήσατε`)
};

export const reset_kept_keys = /** @type {(inputs: Reset_Kept_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`κλειδιά API σας`)
};

export const reset_kind_app = /** @type {(inputs: Reset_Kind_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εφαρμογή`)
};

export const reset_kind_key = /** @type {(inputs: Reset_Kind_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κλειδί API`)
};

export const reset_lead = /** @type {(inputs: Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δώστε τη διεύθυνση του λογαριασμού σας: θα σας στείλουμε σύνδεσμο για να ορίσετε νέο κωδικό.`)
};

export const reset_made_last_used = /** @type {(inputs: Reset_Made_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`δημιουργήθηκε ${i?.made}, τελευταία χρήση ${i?.used}`)
};

export const reset_made_never_used = /** @type {(inputs: Reset_Made_Never_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`δημιουργήθηκε ${i?.made}, δεν χρησιμοποιήθηκε ποτέ`)
};

export const reset_mail_body = /** @type {(inputs: Reset_Mail_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κάποιος ζήτησε νέο κωδικό για τον λογαριασμό αυτής της διεύθυνσης στο catchd, στο ${i?.url}.

Αν ήσασταν εσείς, ανοίξτε αυτόν τον σύνδεσμο μέσα σε μία ώρα. Λειτουργεί μόνο μία φορά:

${i?.link}

Αν δεν ήσασταν εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός σας μένει ίδιος.`)
};

export const reset_mail_me = /** @type {(inputs: Reset_Mail_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Στείλτε μου σύνδεσμο`)
};

export const reset_mail_subject = /** @type {(inputs: Reset_Mail_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ορίστε νέο κωδικό για το catchd`)
};

export const reset_new_lead = /** @type {(inputs: Reset_New_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Με τον ορισμό του αποσυνδέεστε παντού.`)
};

export const reset_new_title = /** @type {(inputs: Reset_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ορίστε νέο κωδικό`)
};

export const reset_no_mail = /** @type {(inputs: Reset_No_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτός ο σύλλογος δεν στέλνει email, οπότε εδώ ο κωδικός δεν επαναφέρεται μέσω email. Ζητήστε από έναν διαχειριστή να ορίσει νέο.`)
};

export const reset_revoke_too = /** @type {(inputs: Reset_Revoke_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ανάκληση και όλων αυτών (επιλέξτε το αν δεν τα δημιουργήσατε όλα εσείς)`)
};

export const reset_revoked = /** @type {(inputs: Reset_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλα τα κλειδιά API και οι προσβάσεις εφαρμογών του λογαριασμού σας ανακλήθηκαν.`)
};

export const reset_set_password = /** @type {(inputs: Reset_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ορισμός κωδικού`)
};

export const scope_account_read = /** @type {(inputs: Scope_Account_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να βλέπει το προφίλ σας και να διαχειρίζεται τα κλειδιά API σας`)
};

export const scope_account_write = /** @type {(inputs: Scope_Account_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να αλλάζει τον λογαριασμό σας: προφίλ, κωδικό πρόσβασης, συνεδρίες· να εξάγει τα δεδομένα σας ή να διαγράψει τον λογαριασμό`)
};

export const scope_catches_read = /** @type {(inputs: Scope_Catches_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να βλέπει τις αλιεύσεις, τις επαληθεύσεις τους και τα συμβάντα αλιεύσεων`)
};

export const scope_catches_write = /** @type {(inputs: Scope_Catches_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να καταχωρίζει, να επεξεργάζεται και να διαγράφει τις αλιεύσεις σας`)
};

export const scope_club_write = /** @type {(inputs: Scope_Club_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να αλλάζει τις ρυθμίσεις του συλλόγου: όνομα, ζώνη ώρας, μονάδες, γλώσσα, περιόδους, εγγραφές (διαχειριστές)`)
};

export const scope_competitions_write = /** @type {(inputs: Scope_Competitions_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να δημιουργεί και να διοργανώνει αγώνες (διαχειριστές) και να καταγράφει ζυγίσεις (υπεύθυνοι ζύγισης)`)
};

export const scope_leaderboards_read = /** @type {(inputs: Scope_Leaderboards_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να βλέπει τους πίνακες κατάταξης`)
};

export const scope_species_read = /** @type {(inputs: Scope_Species_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να βλέπει τα είδη, τις φωτογραφίες και τα ρεκόρ τους`)
};

export const scope_species_write = /** @type {(inputs: Scope_Species_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να προσθέτει και να επεξεργάζεται είδη και να ανεβάζει φωτογραφίες τους (διαχειριστές)`)
};

export const scope_verifications_write = /** @type {(inputs: Scope_Verifications_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να επαληθεύει τις αλιεύσεις άλλων δυτών (επαληθευτές και διαχειριστές)`)
};

export const scope_webhooks_read = /** @type {(inputs: Scope_Webhooks_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να βλέπει τα endpoints webhook σας και τις αποστολές τους`)
};

export const scope_webhooks_write = /** @type {(inputs: Scope_Webhooks_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να δημιουργεί και να διαχειρίζεται τα endpoints webhook σας`)
};

export const share_board_catch_count = /** @type {(inputs: Share_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Περισσότερα ψάρια`)
};

export const share_board_deepest = /** @type {(inputs: Share_Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βαθύτερη ψαριά`)
};

export const share_board_description = /** @type {(inputs: Share_Board_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η κατάταξη του ${i?.club}: ${i?.board}.`)
};

export const share_board_empty = /** @type {(inputs: Share_Board_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχουν ακόμη ψάρια σε αυτή την κατάταξη.`)
};

export const share_board_heaviest = /** @type {(inputs: Share_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βαρύτερο ψάρι`)
};

export const share_board_total_weight = /** @type {(inputs: Share_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συνολικό βάρος`)
};

export const share_button = /** @type {(inputs: Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κοινοποίηση`)
};

export const share_catch_by = /** @type {(inputs: Share_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ψαρεμένο από ${i?.diver}`)
};

export const share_catch_description = /** @type {(inputs: Share_Catch_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ψαρεμένο από ${i?.diver}, καταγεγραμμένο στο ${i?.club}.`)
};

export const share_catch_title = /** @type {(inputs: Share_Catch_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, ${i?.weight}`)
};

export const share_copied = /** @type {(inputs: Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο σύνδεσμος αντιγράφηκε`)
};

export const share_copy_failed = /** @type {(inputs: Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η αντιγραφή απέτυχε: επιλέξτε τον σύνδεσμο και αντιγράψτε τον.`)
};

export const share_link = /** @type {(inputs: Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σύνδεσμος αυτής της σελίδας`)
};

export const share_place = /** @type {(inputs: Share_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.value}`)
};

export const share_podium = /** @type {(inputs: Share_PodiumInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("el", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} βαθμός`);
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} βαθμοί`)
	
};

export const share_results_description = /** @type {(inputs: Share_Results_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status}: ${i?.name}, αγώνας του ${i?.club}.`)
};

export const share_shared = /** @type {(inputs: Share_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κοινοποιήθηκε.`)
};

export const share_status_cancelled = /** @type {(inputs: Share_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ακυρώθηκε`)
};

export const share_status_final = /** @type {(inputs: Share_Status_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τελικά αποτελέσματα`)
};

export const share_status_open = /** @type {(inputs: Share_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν έχει ξεκινήσει ακόμη`)
};

export const share_status_provisional = /** @type {(inputs: Share_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσωρινά αποτελέσματα`)
};

export const share_status_running = /** @type {(inputs: Share_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάταξη μέχρι στιγμής`)
};

export const sign_in = /** @type {(inputs: Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σύνδεση`)
};

export const sign_in_again = /** @type {(inputs: Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συνδεθείτε ξανά.`)
};

export const sign_in_busy = /** @type {(inputs: Sign_In_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ελέγχονται πάρα πολλές συνδέσεις ταυτόχρονα.`)
};

export const sign_in_busy_title = /** @type {(inputs: Sign_In_Busy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Υπερφόρτωση`)
};

export const sign_in_expired_title = /** @type {(inputs: Sign_In_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σύνδεση έληξε`)
};

export const sign_in_finished = /** @type {(inputs: Sign_In_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή η σύνδεση είχε ήδη ολοκληρωθεί. Συνδεθείτε ξανά.`)
};

export const sign_in_lead = /** @type {(inputs: Sign_In_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χρησιμοποιήστε το email και τον κωδικό σας στο catchd.`)
};

export const sign_in_lead_providers = /** @type {(inputs: Sign_In_Lead_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χρησιμοποιήστε το email και τον κωδικό σας στο catchd ή έναν λογαριασμό που ήδη έχετε.`)
};

export const sign_in_link_stale = /** @type {(inputs: Sign_In_Link_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο σύνδεσμος σύνδεσης έληξε ή δεν ξεκίνησε από εδώ. Ξεκινήστε από την αρχή.`)
};

export const sign_in_many_attempts = /** @type {(inputs: Sign_In_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έγιναν πολλές προσπάθειες σύνδεσης σε αυτόν τον λογαριασμό.`)
};

export const sign_in_mismatch = /** @type {(inputs: Sign_In_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το email και ο κωδικός δεν ταιριάζουν.`)
};

export const sign_in_paused_title = /** @type {(inputs: Sign_In_Paused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σύνδεση σταμάτησε προσωρινά`)
};

export const sign_in_stale = /** @type {(inputs: Sign_In_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σύνδεση άργησε πολύ ή είχε ήδη ολοκληρωθεί. Συνδεθείτε ξανά.`)
};

export const sign_in_uncountable = /** @type {(inputs: Sign_In_UncountableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή τη στιγμή δεν μπορούν να μετρηθούν οι προσπάθειες σύνδεσης.`)
};

export const sign_in_unknown = /** @type {(inputs: Sign_In_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτός ο τρόπος σύνδεσης δεν έχει ρυθμιστεί εδώ.`)
};

export const sign_in_unknown_title = /** @type {(inputs: Sign_In_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άγνωστος τρόπος σύνδεσης`)
};

export const sign_out = /** @type {(inputs: Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποσύνδεση`)
};

export const site_description = /** @type {(inputs: Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd: καταγραφή, επαλήθευση και κατάταξη αλιευμάτων ψαροντουφεκιού.`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μετάβαση στο περιεχόμενο`)
};

export const species_add_photo = /** @type {(inputs: Species_Add_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη φωτογραφίας`)
};

export const species_apply_changes = /** @type {(inputs: Species_Apply_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εφαρμογή αυτών των αλλαγών`)
};

export const species_author = /** @type {(inputs: Species_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δημιουργός`)
};

export const species_best_of_each = /** @type {(inputs: Species_Best_Of_EachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η καλύτερη ψαριά κάθε είδους`)
};

export const species_by_diver = /** @type {(inputs: Species_By_DiverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`από ${i?.diver}`)
};

export const species_catalogue = /** @type {(inputs: Species_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάλογος ειδών`)
};

export const species_catches = /** @type {(inputs: Species_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ψαριά`);
	return /** @type {LocalizedString} */ (`${i?.count} ψαριές`)
	
};

export const species_caught_by = /** @type {(inputs: Species_Caught_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species} — ψαριά: ${i?.diver}`)
};

export const species_change_add = /** @type {(inputs: Species_Change_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`προσθήκη`)
};

export const species_change_update = /** @type {(inputs: Species_Change_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ενημέρωση`)
};

export const species_changes = /** @type {(inputs: Species_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αλλαγές`)
};

export const species_col_change = /** @type {(inputs: Species_Col_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αλλαγή`)
};

export const species_col_scientific = /** @type {(inputs: Species_Col_ScientificInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιστημονικό όνομα`)
};

export const species_count = /** @type {(inputs: Species_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} είδος`);
	return /** @type {LocalizedString} */ (`${i?.count} είδη`)
	
};

export const species_csv_file = /** @type {(inputs: Species_Csv_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αρχείο CSV (με τις στήλες του πίνακα ειδών που συνοδεύει το catchd)`)
};

export const species_deepest_bronze = /** @type {(inputs: Species_Deepest_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η βαθύτερη (χάλκινο ή ανώτερο)`)
};

export const species_edit_title = /** @type {(inputs: Species_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επεξεργασία: ${i?.species}`)
};

export const species_english_name = /** @type {(inputs: Species_English_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αγγλικό όνομα`)
};

export const species_find = /** @type {(inputs: Species_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναζήτηση είδους`)
};

export const species_find_by_name = /** @type {(inputs: Species_Find_By_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναζητήστε ένα είδος με οποιοδήποτε όνομά του`)
};

export const species_heaviest_first = /** @type {(inputs: Species_Heaviest_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} είδος, πρώτα το βαρύτερο.`);
	return /** @type {LocalizedString} */ (`${i?.count} είδη, πρώτα τα βαρύτερα.`)
	
};

export const species_import_csv = /** @type {(inputs: Species_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εισαγωγή αρχείου CSV`)
};

export const species_import_heading = /** @type {(inputs: Species_Import_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εισαγωγή ειδών από αρχείο CSV`)
};

export const species_import_preview = /** @type {(inputs: Species_Import_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Για προσθήκη: ${i?.add}· για ενημέρωση: ${i?.update}· χωρίς αλλαγή: ${i?.unchanged}· ${i?.rejected}.`)
};

export const species_import_title = /** @type {(inputs: Species_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εισαγωγή ειδών`)
};

export const species_imported = /** @type {(inputs: Species_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η εισαγωγή έγινε. Προστέθηκαν: ${i?.added}· ενημερώθηκαν: ${i?.updated}· χωρίς αλλαγή: ${i?.unchanged}.`)
};

export const species_latest_verified = /** @type {(inputs: Species_Latest_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρόσφατες επαληθευμένες ψαριές`)
};

export const species_licence = /** @type {(inputs: Species_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άδεια`)
};

export const species_logged = /** @type {(inputs: Species_LoggedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} καταγεγραμμένη ψαριά`);
	return /** @type {LocalizedString} */ (`${i?.count} καταγεγραμμένες ψαριές`)
	
};

export const species_names = /** @type {(inputs: Species_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ονόματα`)
};

export const species_names_credited = /** @type {(inputs: Species_Names_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα ονόματα που αλλάζετε αποδίδονται σε αυτόν τον σύλλογο (πηγή «local»).`)
};

export const species_names_licence = /** @type {(inputs: Species_Names_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Άδεια των παραπάνω ονομάτων: ${i?.licence}`)
};

export const species_no_catches_yet = /** @type {(inputs: Species_No_Catches_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία ψαριά ακόμη.`)
};

export const species_no_licence = /** @type {(inputs: Species_No_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χωρίς δηλωμένη άδεια`)
};

export const species_no_published_record = /** @type {(inputs: Species_No_Published_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει δημοσιευμένο ρεκόρ.`)
};

export const species_none_yet = /** @type {(inputs: Species_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`καμία ακόμη`)
};

export const species_none_yet_sentence = /** @type {(inputs: Species_None_Yet_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία ακόμη.`)
};

export const species_other_names = /** @type {(inputs: Species_Other_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άλλα ονόματα, ένα ανά γραμμή ως «γλώσσα: όνομα» (κωδικός γλώσσας: es, fr…)`)
};

export const species_photo = /** @type {(inputs: Species_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φωτογραφία`)
};

export const species_preview_changes = /** @type {(inputs: Species_Preview_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προεπισκόπηση αλλαγών`)
};

export const species_record_by = /** @type {(inputs: Species_Record_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure}, από ${i?.link}`)
};

export const species_records_here = /** @type {(inputs: Species_Records_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ρεκόρ του συλλόγου`)
};

export const species_reference_records = /** @type {(inputs: Species_Reference_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επίσημα ρεκόρ`)
};

export const species_rejected_label = /** @type {(inputs: Species_Rejected_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Γραμμές που απορρίφθηκαν`)
};

export const species_rejected_line = /** @type {(inputs: Species_Rejected_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Γραμμή ${i?.line}: ${i?.reason}`)
};

export const species_rejected_lines = /** @type {(inputs: Species_Rejected_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} γραμμή απορρίφθηκε`);
	return /** @type {LocalizedString} */ (`${i?.count} γραμμές απορρίφθηκαν`)
	
};

export const species_save_names = /** @type {(inputs: Species_Save_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποθήκευση ονομάτων`)
};

export const species_search = /** @type {(inputs: Species_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναζήτηση`)
};

export const species_season_in_charts = /** @type {(inputs: Species_Season_In_ChartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σεζόν σε γραφήματα`)
};

export const species_tier_or_better = /** @type {(inputs: Species_Tier_Or_BetterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} ή ανώτερο`)
};

export const species_title = /** @type {(inputs: Species_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είδη`)
};

export const species_unknown_author = /** @type {(inputs: Species_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άγνωστος δημιουργός`)
};

export const species_verified_catch_by = /** @type {(inputs: Species_Verified_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επαληθευμένη ψαριά — ${i?.diver}`)
};

export const species_weights_chart = /** @type {(inputs: Species_Weights_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα βάρη σε γράφημα`)
};

export const stats_active_divers_by_month = /** @type {(inputs: Stats_Active_Divers_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ενεργοί ψαροντουφεκάδες ανά μήνα`)
};

export const stats_admins_only = /** @type {(inputs: Stats_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα γραφήματα του συλλόγου είναι για τους διαχειριστές του όσο οι κατατάξεις δεν είναι δημόσιες.`)
};

export const stats_bests_summary = /** @type {(inputs: Stats_Bests_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κάθε σημείο ξεπέρασε όλες τις προηγούμενες ψαριές του είδους του· η γραμμή δείχνει τη βαρύτερη ως τότε. Τελευταίο: ${i?.species}, ${i?.weight}.`)
};

export const stats_bests_title = /** @type {(inputs: Stats_Bests_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Προσωπικά ρεκόρ στον χρόνο (${i?.unit})`)
};

export const stats_catches_by_month = /** @type {(inputs: Stats_Catches_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ψαριές ανά μήνα`)
};

export const stats_catches_count = /** @type {(inputs: Stats_Catches_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ψαριά`);
	return /** @type {LocalizedString} */ (`${i?.count} ψαριές`)
	
};

export const stats_club_mark = /** @type {(inputs: Stats_Club_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`σύλλογος`)
};

export const stats_club_season = /** @type {(inputs: Stats_Club_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σεζόν του συλλόγου`)
};

export const stats_club_season_title = /** @type {(inputs: Stats_Club_Season_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η σεζόν ${i?.year} του συλλόγου`)
};

export const stats_club_totals = /** @type {(inputs: Stats_Club_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.catches} από ${i?.divers} το ${i?.year}.`)
};

export const stats_col_active_divers = /** @type {(inputs: Stats_Col_Active_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ενεργοί ψαροντουφεκάδες`)
};

export const stats_col_catches = /** @type {(inputs: Stats_Col_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ψαριές`)
};

export const stats_col_club_record = /** @type {(inputs: Stats_Col_Club_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ρεκόρ συλλόγου`)
};

export const stats_col_date = /** @type {(inputs: Stats_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ημερομηνία`)
};

export const stats_col_month = /** @type {(inputs: Stats_Col_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μήνας`)
};

export const stats_col_species = /** @type {(inputs: Stats_Col_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είδος`)
};

export const stats_col_weight = /** @type {(inputs: Stats_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βάρος`)
};

export const stats_col_yours = /** @type {(inputs: Stats_Col_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η δική σας`)
};

export const stats_deepest_against_club = /** @type {(inputs: Stats_Deepest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η βαθύτερή σας ψαριά απέναντι στο ρεκόρ του συλλόγου`)
};

export const stats_diver_season = /** @type {(inputs: Stats_Diver_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Σεζόν: ${i?.diver}`)
};

export const stats_diver_season_title = /** @type {(inputs: Stats_Diver_Season_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.diver}: σεζόν ${i?.year}`)
};

export const stats_diver_totals = /** @type {(inputs: Stats_Diver_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.catches}, ${i?.weight} το ${i?.year}.`)
};

export const stats_divers_count = /** @type {(inputs: Stats_Divers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ψαροντουφεκά`);
	return /** @type {LocalizedString} */ (`${i?.count} ψαροντουφεκάδες`)
	
};

export const stats_heaviest_against_club = /** @type {(inputs: Stats_Heaviest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το βαρύτερό σας ψάρι απέναντι στο ρεκόρ του συλλόγου`)
};

export const stats_in_all = /** @type {(inputs: Stats_In_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weight} συνολικά.`)
};

export const stats_mix_summary = /** @type {(inputs: Stats_Mix_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}· συχνότερο το ${i?.name} (${i?.count} από ${i?.total}).`)
};

export const stats_most_catches_in = /** @type {(inputs: Stats_Most_Catches_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Περισσότερες ψαριές τον μήνα ${i?.month}: ${i?.count}.`)
};

export const stats_most_divers_in = /** @type {(inputs: Stats_Most_Divers_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Περισσότεροι ενεργοί ψαροντουφεκάδες τον μήνα ${i?.month}: ${i?.count}.`)
};

export const stats_no_catches = /** @type {(inputs: Stats_No_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία ψαριά ακόμη.`)
};

export const stats_no_catches_months = /** @type {(inputs: Stats_No_Catches_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία καταγεγραμμένη ψαριά αυτούς τους μήνες.`)
};

export const stats_record_bronze = /** @type {(inputs: Stats_Record_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ρεκόρ «χάλκινο»`)
};

export const stats_record_gold = /** @type {(inputs: Stats_Record_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ρεκόρ «χρυσό»`)
};

export const stats_record_held = /** @type {(inputs: Stats_Record_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κατέχετε το ρεκόρ του συλλόγου σε ${i?.held} από ${i?.shown}· τα σημάδια είναι τα ρεκόρ του συλλόγου.`)
};

export const stats_record_silver = /** @type {(inputs: Stats_Record_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ρεκόρ «ασημένιο»`)
};

export const stats_season = /** @type {(inputs: Stats_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Σεζόν ${i?.year}`)
};

export const stats_seasons = /** @type {(inputs: Stats_SeasonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σεζόν`)
};

export const stats_species_mix = /** @type {(inputs: Stats_Species_MixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είδη που πιάστηκαν`)
};

export const stats_the_species = /** @type {(inputs: Stats_The_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το είδος`)
};

export const stats_title = /** @type {(inputs: Stats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Στατιστικά`)
};

export const stats_weight_by_month = /** @type {(inputs: Stats_Weight_By_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Βάρος ψαριών ανά μήνα (${i?.unit})`)
};

export const stats_weights_of_a_species = /** @type {(inputs: Stats_Weights_Of_A_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βάρη ανά είδος`)
};

export const stats_weights_summary = /** @type {(inputs: Stats_Weights_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πόσες ψαριές ζύγιζαν πόσο· οι γραμμές δείχνουν τα ρεκόρ.`)
};

export const stats_weights_summary_no_records = /** @type {(inputs: Stats_Weights_Summary_No_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πόσες ψαριές ζύγιζαν πόσο· οι γραμμές δείχνουν τα ρεκόρ (κανένα ακόμη).`)
};

export const stats_weights_title = /** @type {(inputs: Stats_Weights_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Βάρη: ${i?.species} (${i?.unit})`)
};

export const stats_world_record = /** @type {(inputs: Stats_World_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`παγκόσμιο ρεκόρ`)
};

export const stats_your_season = /** @type {(inputs: Stats_Your_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σεζόν σας`)
};

export const totp_back = /** @type {(inputs: Totp_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιστροφή στον λογαριασμό σας`)
};

export const totp_code_label = /** @type {(inputs: Totp_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κωδικός από την εφαρμογή σας`)
};

export const totp_code_or_recovery = /** @type {(inputs: Totp_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κωδικός από την εφαρμογή ελέγχου ταυτότητας ή κωδικός ανάκτησης`)
};

export const totp_codes_left = /** @type {(inputs: Totp_Codes_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Απομένει ${i?.count} κωδικός ανάκτησης`);
	return /** @type {LocalizedString} */ (`Απομένουν ${i?.count} κωδικοί ανάκτησης`)
	
};

export const totp_codes_once = /** @type {(inputs: Totp_Codes_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εμφανίζονται μόνο τώρα.`)
};

export const totp_codes_text = /** @type {(inputs: Totp_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή ελέγχου ταυτότητας ρυθμίστηκε. Φυλάξτε αυτούς τους κωδικούς κάπου ασφαλή: ο καθένας σας συνδέει μία φορά αν χάσετε την εφαρμογή.`)
};

export const totp_codes_title = /** @type {(inputs: Totp_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι κωδικοί ανάκτησής σας`)
};

export const totp_enter_code = /** @type {(inputs: Totp_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εισαγάγετε τον κωδικό από την εφαρμογή σας`)
};

export const totp_has = /** @type {(inputs: Totp_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εφαρμογή ή κλειδί πρόσβασης`)
};

export const totp_heading = /** @type {(inputs: Totp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εφαρμογή ελέγχου ταυτότητας`)
};

export const totp_key = /** @type {(inputs: Totp_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κλειδί: ${i?.key}`)
};

export const totp_none = /** @type {(inputs: Totp_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κανένας`)
};

export const totp_off = /** @type {(inputs: Totp_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζητήστε, εκτός από τον κωδικό, και έναν κωδικό από μια εφαρμογή στο κινητό σας κατά τη σύνδεση.`)
};

export const totp_on = /** @type {(inputs: Totp_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σύνδεση με κωδικό ή με άλλον λογαριασμό (GitHub, Google, ενιαία σύνδεση) ζητά επίσης έναν κωδικό από την εφαρμογή σας.`)
};

export const totp_or_password = /** @type {(inputs: Totp_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ή τον κωδικό σας`)
};

export const totp_password_right = /** @type {(inputs: Totp_Password_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο κωδικός είναι σωστός. Για να ολοκληρωθεί η σύνδεση, χρησιμοποιήστε το κλειδί πρόσβασης που προσθέσατε στον λογαριασμό σας.`)
};

export const totp_qr_label = /** @type {(inputs: Totp_Qr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κωδικός QR του κλειδιού, για την εφαρμογή ελέγχου ταυτότητας`)
};

export const totp_remove = /** @type {(inputs: Totp_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αφαίρεση της εφαρμογής ελέγχου ταυτότητας`)
};

export const totp_remove_code = /** @type {(inputs: Totp_Remove_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έναν τρέχοντα κωδικό από την εφαρμογή σας ή έναν κωδικό ανάκτησης`)
};

export const totp_reset = /** @type {(inputs: Totp_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επαναφορά`)
};

export const totp_reset_label = /** @type {(inputs: Totp_Reset_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επαναφορά του δεύτερου παράγοντα του/της ${i?.name}`)
};

export const totp_scan = /** @type {(inputs: Totp_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σαρώστε αυτόν τον κωδικό με την εφαρμογή ελέγχου ταυτότητας ή πληκτρολογήστε το κλειδί· έπειτα εισαγάγετε τον κωδικό που εμφανίζει.`)
};

export const totp_set_up = /** @type {(inputs: Totp_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ρύθμιση εφαρμογής ελέγχου ταυτότητας`)
};

export const totp_start_first = /** @type {(inputs: Totp_Start_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ξεκινήστε πρώτα τη ρύθμιση της εφαρμογής ελέγχου ταυτότητας.`)
};

export const totp_uri = /** @type {(inputs: Totp_UriInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ή ανοίξτε αυτή τη διεύθυνση στο κινητό με την εφαρμογή: ${i?.uri}`)
};

export const totp_use_passkey = /** @type {(inputs: Totp_Use_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χρησιμοποιήστε το κλειδί πρόσβασής σας`)
};

export const totp_wrong_code = /** @type {(inputs: Totp_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο κωδικός δεν είναι σωστός. Εισαγάγετε τον τρέχοντα κωδικό από την εφαρμογή σας.`)
};

export const verify_ask = /** @type {(inputs: Verify_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αίτημα επαλήθευσης`)
};

export const verify_asked = /** @type {(inputs: Verify_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`αίτημα στις ${i?.time}`)
};

export const verify_diver_message = /** @type {(inputs: Verify_Diver_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Μήνυμα του ψαροντουφεκά: «${i?.note}»`)
};

export const verify_evidence = /** @type {(inputs: Verify_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Στοιχεία`)
};

export const verify_evidence_and_grading = /** @type {(inputs: Verify_Evidence_And_GradingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Στοιχεία και βαθμολόγηση`)
};

export const verify_evidence_note = /** @type {(inputs: Verify_Evidence_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σημείωση για τα στοιχεία`)
};

export const verify_gap_bad_date = /** @type {(inputs: Verify_Gap_Bad_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`η ημερομηνία της ζυγαριάς πρέπει να είναι πραγματική, όχι μελλοντική`)
};

export const verify_gap_freedive = /** @type {(inputs: Verify_Gap_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το χρυσό απαιτεί ψαριά σε ελεύθερη κατάδυση: τα ρεκόρ δεν δέχονται ψαριές με φιάλη`)
};

export const verify_gap_interested_witness = /** @type {(inputs: Verify_Gap_Interested_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ο μάρτυρας δεν μπορεί να είναι ούτε ο ψαροντουφεκάς ούτε ο ελεγκτής`)
};

export const verify_gap_measurement = /** @type {(inputs: Verify_Gap_MeasurementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Για το ασημένιο λείπει μέτρηση (βάρος ή μήκος) ή μάρτυρας`)
};

export const verify_gap_not_this_catch = /** @type {(inputs: Verify_Gap_Not_This_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`μια φωτογραφία που δηλώθηκε δεν είναι αυτής της ψαριάς`)
};

export const verify_gap_photo = /** @type {(inputs: Verify_Gap_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Για το επίπεδο «${i?.tier}» λείπει φωτογραφία του ψαριού`)
};

export const verify_gap_scale_date = /** @type {(inputs: Verify_Gap_Scale_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Για το χρυσό λείπει η ημερομηνία πιστοποίησης της ζυγαριάς`)
};

export const verify_gap_weigh_photo = /** @type {(inputs: Verify_Gap_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Για το χρυσό λείπει φωτογραφία της ζύγισης`)
};

export const verify_gap_witness = /** @type {(inputs: Verify_Gap_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Για το χρυσό λείπει αμερόληπτος μάρτυρας`)
};

export const verify_grade = /** @type {(inputs: Verify_GradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βαθμολόγηση`)
};

export const verify_grade_as = /** @type {(inputs: Verify_Grade_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επίπεδο «${i?.tier}»`)
};

export const verify_heading = /** @type {(inputs: Verify_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επαλήθευση: ${i?.species}`)
};

export const verify_history = /** @type {(inputs: Verify_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ιστορικό`)
};

export const verify_lacks = /** @type {(inputs: Verify_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τι λείπει ακόμη για το «${i?.tier}»`)
};

export const verify_ladder = /** @type {(inputs: Verify_LadderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το χάλκινο απαιτεί φωτογραφία του ψαριού· το ασημένιο επιπλέον μέτρηση ή μάρτυρα· το χρυσό φωτογραφία της ζύγισης, πιστοποιημένη ζυγαριά, μάρτυρα που δεν είστε εσείς ούτε ο ελεγκτής, και ψαριά σε ελεύθερη κατάδυση.`)
};

export const verify_length = /** @type {(inputs: Verify_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Μήκος (${i?.unit})`)
};

export const verify_measurement = /** @type {(inputs: Verify_MeasurementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μέτρηση`)
};

export const verify_meets = /** @type {(inputs: Verify_MeetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τα παραπάνω στοιχεία καλύπτουν τον κανόνα του επιπέδου «${i?.tier}».`)
};

export const verify_message_to_verifier = /** @type {(inputs: Verify_Message_To_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μήνυμα προς τον ελεγκτή`)
};

export const verify_method = /** @type {(inputs: Verify_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μέθοδος`)
};

export const verify_needs_bronze = /** @type {(inputs: Verify_Needs_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απαιτεί φωτογραφία του ψαριού.`)
};

export const verify_needs_gold = /** @type {(inputs: Verify_Needs_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απαιτεί φωτογραφία της ζύγισης, την ημερομηνία πιστοποίησης της ζυγαριάς, μάρτυρα που δεν είναι ούτε ο ψαροντουφεκάς ούτε ο ελεγκτής, και ψαριά σε ελεύθερη κατάδυση.`)
};

export const verify_needs_silver = /** @type {(inputs: Verify_Needs_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απαιτεί φωτογραφία και επιπλέον μέτρηση (βάρος ή μήκος) ή μάρτυρα.`)
};

export const verify_no_photos = /** @type {(inputs: Verify_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία φωτογραφία.`)
};

export const verify_no_photos_yet = /** @type {(inputs: Verify_No_Photos_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή η ψαριά δεν έχει ακόμη φωτογραφίες.`)
};

export const verify_none = /** @type {(inputs: Verify_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία`)
};

export const verify_own_catch = /** @type {(inputs: Verify_Own_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Είναι δική σας ψαριά: πρέπει να τη βαθμολογήσει άλλος ελεγκτής.`)
};

export const verify_photo_alt = /** @type {(inputs: Verify_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, φωτογραφία ${i?.number}`)
};

export const verify_photo_number = /** @type {(inputs: Verify_Photo_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Φωτογραφία ${i?.number}`)
};

export const verify_photo_weighing = /** @type {(inputs: Verify_Photo_WeighingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Φωτογραφία ${i?.number} (ζύγιση)`)
};

export const verify_photos = /** @type {(inputs: Verify_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φωτογραφίες`)
};

export const verify_photos_full = /** @type {(inputs: Verify_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φωτογραφίες σε πλήρες μέγεθος`)
};

export const verify_photos_of_fish = /** @type {(inputs: Verify_Photos_Of_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φωτογραφίες του ψαριού`)
};

export const verify_queue_title = /** @type {(inputs: Verify_Queue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ουρά επαλήθευσης`)
};

export const verify_reason = /** @type {(inputs: Verify_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Λόγος απόρριψης`)
};

export const verify_refuse = /** @type {(inputs: Verify_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απόρριψη (μένει ή επιστρέφει χωρίς επαλήθευση)`)
};

export const verify_requests = /** @type {(inputs: Verify_RequestsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} αίτημα, πρώτα το παλαιότερο.`);
	return /** @type {LocalizedString} */ (`${i?.count} αιτήματα, πρώτα τα παλαιότερα.`)
	
};

export const verify_scale_certified = /** @type {(inputs: Verify_Scale_CertifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ημερομηνία πιστοποίησης της ζυγαριάς`)
};

export const verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επαλήθευση: ${i?.species}`)
};

export const verify_waiting = /** @type {(inputs: Verify_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναμένουν έλεγχο`)
};

export const verify_weigh_photo = /** @type {(inputs: Verify_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φωτογραφία της ζύγισης`)
};

export const verify_weight = /** @type {(inputs: Verify_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Βάρος (${i?.unit})`)
};

export const verify_witness = /** @type {(inputs: Verify_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μάρτυρας`)
};

export const verify_witness_contact = /** @type {(inputs: Verify_Witness_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διεύθυνση email ή τηλέφωνο`)
};

export const verify_witness_name = /** @type {(inputs: Verify_Witness_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όνομα`)
};

export const wait_and_retry = /** @type {(inputs: Wait_And_RetryInputs) => LocalizedString} */ (i) => {const secondsPlural = registry.plural("el", i?.seconds, {});
	if (secondsPlural === "one") return /** @type {LocalizedString} */ (`Περιμένετε ${i?.seconds} δευτερόλεπτο και δοκιμάστε ξανά.`);
	return /** @type {LocalizedString} */ (`Περιμένετε ${i?.seconds} δευτερόλεπτα και δοκιμάστε ξανά.`)
	
};

export const way_in_approval = /** @type {(inputs: Way_In_ApprovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πρώτη φορά εδώ; ${i?.link}: ένας διαχειριστής εγκρίνει τα νέα μέλη.`)
};

export const way_in_ask = /** @type {(inputs: Way_In_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζητήστε να γίνετε μέλος`)
};

export const way_in_closed = /** @type {(inputs: Way_In_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο σύλλογος δεν δέχεται νέα μέλη αυτή την περίοδο.`)
};

export const way_in_developers = /** @type {(inputs: Way_In_DevelopersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Φτιάχνετε κάτι με το API του catchd; ${i?.link}.`)
};

export const way_in_early_access = /** @type {(inputs: Way_In_Early_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζητήστε πρόωρη πρόσβαση`)
};

export const way_in_invite = /** @type {(inputs: Way_In_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρώτη φορά εδώ; Η εγγραφή γίνεται μόνο με πρόσκληση: ζητήστε από έναν διαχειριστή του συλλόγου σας να σας προσκαλέσει.`)
};

export const way_in_open = /** @type {(inputs: Way_In_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πρώτη φορά εδώ; ${i?.link}.`)
};

export const way_in_sign_up = /** @type {(inputs: Way_In_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εγγραφείτε`)
};

export const webhook_add = /** @type {(inputs: Webhook_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη`)
};

export const webhook_add_heading = /** @type {(inputs: Webhook_Add_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη endpoint`)
};

export const webhook_added = /** @type {(inputs: Webhook_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Προστέθηκε το ${i?.url}.`)
};

export const webhook_attempt_http = /** @type {(inputs: Webhook_Attempt_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTTP ${i?.code} σε ${i?.ms} ms`)
};

export const webhook_attempt_no_answer = /** @type {(inputs: Webhook_Attempt_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`καμία απάντηση (${i?.error}) σε ${i?.ms} ms`)
};

export const webhook_attempts = /** @type {(inputs: Webhook_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσπάθειες`)
};

export const webhook_cancel = /** @type {(inputs: Webhook_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άκυρο`)
};

export const webhook_delete = /** @type {(inputs: Webhook_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή`)
};

export const webhook_delete_ask = /** @type {(inputs: Webhook_Delete_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή endpoint…`)
};

export const webhook_delete_title = /** @type {(inputs: Webhook_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή αυτού του endpoint;`)
};

export const webhook_delete_what = /** @type {(inputs: Webhook_Delete_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Το ${i?.url} δεν θα λαμβάνει πια παραδόσεις και το ιστορικό παραδόσεών του διαγράφεται μαζί του. Τα συμβάντα μένουν στην προβολή συμβάντων.`)
};

export const webhook_deliveries = /** @type {(inputs: Webhook_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Παραδόσεις`)
};

export const webhook_delivery_failed = /** @type {(inputs: Webhook_Delivery_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`απέτυχε`)
};

export const webhook_delivery_pending = /** @type {(inputs: Webhook_Delivery_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`σε αναμονή`)
};

export const webhook_delivery_succeeded = /** @type {(inputs: Webhook_Delivery_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`παραδόθηκε`)
};

export const webhook_description = /** @type {(inputs: Webhook_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Περιγραφή (προαιρετικά)`)
};

export const webhook_disable = /** @type {(inputs: Webhook_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απενεργοποίηση`)
};

export const webhook_disabled = /** @type {(inputs: Webhook_DisabledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ανενεργό: ${i?.reason}`)
};

export const webhook_enable = /** @type {(inputs: Webhook_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ενεργοποίηση`)
};

export const webhook_enabled = /** @type {(inputs: Webhook_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ενεργό`)
};

export const webhook_endpoint_title = /** @type {(inputs: Webhook_Endpoint_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Webhook ${i?.url}`)
};

export const webhook_error = /** @type {(inputs: Webhook_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`σφάλμα`)
};

export const webhook_event = /** @type {(inputs: Webhook_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συμβάν`)
};

export const webhook_every_event = /** @type {(inputs: Webhook_Every_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`* (όλα τα συμβάντα)`)
};

export const webhook_failing_since = /** @type {(inputs: Webhook_Failing_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποτυγχάνει από`)
};

export const webhook_new_secret = /** @type {(inputs: Webhook_New_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το νέο μυστικό υπογραφής του endpoint (το παλιό συνεχίζει να υπογράφει για 24 ώρες).`)
};

export const webhook_next_retry = /** @type {(inputs: Webhook_Next_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επόμενη προσπάθεια`)
};

export const webhook_no_attempts = /** @type {(inputs: Webhook_No_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`καμία ακόμη`)
};

export const webhook_no_deliveries = /** @type {(inputs: Webhook_No_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχουν ακόμη παραδόσεις.`)
};

export const webhook_no_endpoints = /** @type {(inputs: Webhook_No_EndpointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχουν ακόμη endpoints.`)
};

export const webhook_refresh = /** @type {(inputs: Webhook_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ανανέωση`)
};

export const webhook_resend = /** @type {(inputs: Webhook_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επαναποστολή`)
};

export const webhook_resend_label = /** @type {(inputs: Webhook_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επαναποστολή ${i?.type} ${i?.id}`)
};

export const webhook_rotate = /** @type {(inputs: Webhook_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ανανέωση μυστικού`)
};

export const webhook_secret = /** @type {(inputs: Webhook_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το μυστικό υπογραφής του endpoint.`)
};

export const webhook_send_test = /** @type {(inputs: Webhook_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποστολή δοκιμαστικού συμβάντος`)
};

export const webhook_state = /** @type {(inputs: Webhook_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάσταση`)
};

export const webhook_status = /** @type {(inputs: Webhook_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάσταση`)
};

export const webhook_title = /** @type {(inputs: Webhook_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

export const webhook_url = /** @type {(inputs: Webhook_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL`)
};