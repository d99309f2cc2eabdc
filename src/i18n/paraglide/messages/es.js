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
	return /** @type {LocalizedString} */ (`Actividad de la cuenta`)
};

export const account_change_password = /** @type {(inputs: Account_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar contraseña`)
};

export const account_col_address = /** @type {(inputs: Account_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección`)
};

export const account_col_device = /** @type {(inputs: Account_Col_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispositivo`)
};

export const account_col_from = /** @type {(inputs: Account_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde`)
};

export const account_col_last_seen = /** @type {(inputs: Account_Col_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Última actividad`)
};

export const account_col_what = /** @type {(inputs: Account_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué`)
};

export const account_col_when = /** @type {(inputs: Account_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuándo`)
};

export const account_confirm = /** @type {(inputs: Account_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar`)
};

export const account_confirm_code_label = /** @type {(inputs: Account_Confirm_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O un código de tu app de autenticación`)
};

export const account_confirm_lead = /** @type {(inputs: Account_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este cambio necesita que confirmes de nuevo que eres tú. No te lo volveremos a pedir en los próximos ${i?.minutes} minutos.`)
};

export const account_confirm_provider = /** @type {(inputs: Account_Confirm_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta entra a través de otro proveedor: cierra sesión, vuelve a entrar y haz el cambio.`)
};

export const account_confirm_title = /** @type {(inputs: Account_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma que eres tú`)
};

export const account_confirm_with_code = /** @type {(inputs: Account_Confirm_With_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar con el código`)
};

export const account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña actual`)
};

export const account_developer_link = /** @type {(inputs: Account_Developer_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea con la API: el portal para desarrolladores`)
};

export const account_device_browser_on = /** @type {(inputs: Account_Device_Browser_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`un navegador en ${i?.system}`)
};

export const account_device_on = /** @type {(inputs: Account_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} en ${i?.system}`)
};

export const account_device_unknown = /** @type {(inputs: Account_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un dispositivo desconocido`)
};

export const account_diver_page = /** @type {(inputs: Account_Diver_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu página de buceador`)
};

export const account_event_display_name_changed = /** @type {(inputs: Account_Event_Display_Name_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre cambiado`)
};

export const account_event_email_change_requested = /** @type {(inputs: Account_Event_Email_Change_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud de nuevo correo`)
};

export const account_event_email_changed = /** @type {(inputs: Account_Event_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo cambiado`)
};

export const account_event_ended = /** @type {(inputs: Account_Event_EndedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cerrada`);
	return /** @type {LocalizedString} */ (`${i?.count} cerradas`)
	
};

export const account_event_passkey_added = /** @type {(inputs: Account_Event_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llave de acceso añadida`)
};

export const account_event_passkey_removed = /** @type {(inputs: Account_Event_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llave de acceso quitada`)
};

export const account_event_password_changed = /** @type {(inputs: Account_Event_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña cambiada`)
};

export const account_event_password_reset = /** @type {(inputs: Account_Event_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña nueva por enlace enviado por correo`)
};

export const account_event_recovery_code_used = /** @type {(inputs: Account_Event_Recovery_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de recuperación usado`)
};

export const account_event_role_changed = /** @type {(inputs: Account_Event_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rol cambiado`)
};

export const account_event_second_factor_added = /** @type {(inputs: Account_Event_Second_Factor_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App de autenticación añadida`)
};

export const account_event_second_factor_removed = /** @type {(inputs: Account_Event_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App de autenticación quitada`)
};

export const account_event_session_ended = /** @type {(inputs: Account_Event_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión cerrada`)
};

export const account_event_sessions_ended = /** @type {(inputs: Account_Event_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demás sesiones cerradas`)
};

export const account_event_sign_in = /** @type {(inputs: Account_Event_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de sesión`)
};

export const account_event_sign_in_failed = /** @type {(inputs: Account_Event_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de sesión fallido (contraseña incorrecta)`)
};

export const account_event_with = /** @type {(inputs: Account_Event_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`con ${i?.method}`)
};

export const account_mail_new_address_body = /** @type {(inputs: Account_Mail_New_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien ha pedido usar esta dirección para su cuenta de catchd en ${i?.url}.

Si has sido tú, abre este enlace en las próximas 24 horas para confirmarla:

${i?.link}

Si no has sido tú, ignora este correo: sin el enlace no cambia nada.`)
};

export const account_mail_new_address_subject = /** @type {(inputs: Account_Mail_New_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu nuevo correo para catchd`)
};

export const account_mail_old_address_body = /** @type {(inputs: Account_Mail_Old_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien con la sesión abierta en tu cuenta de catchd en ${i?.url} ha pedido cambiar su correo.

Esta dirección se mantiene hasta que la nueva se confirme con el enlace que se le ha enviado. Si no has sido tú, entra, cambia tu contraseña (eso cierra las demás sesiones) y vuelve a poner tu dirección:

${i?.link}`)
};

export const account_mail_old_address_subject = /** @type {(inputs: Account_Mail_Old_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se está cambiando tu correo de catchd`)
};

export const account_name_label = /** @type {(inputs: Account_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

export const account_new_address_text = /** @type {(inputs: Account_New_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Usar ${i?.email} para tu cuenta de catchd a partir de ahora?`)
};

export const account_new_address_title = /** @type {(inputs: Account_New_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu nueva dirección`)
};

export const account_new_password = /** @type {(inputs: Account_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña nueva`)
};

export const account_not_linkable_closed = /** @type {(inputs: Account_Not_Linkable_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí no hay ninguna cuenta con esta dirección, y el club no admite nuevos miembros por ahora.`)
};

export const account_not_linkable_declined = /** @type {(inputs: Account_Not_Linkable_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se rechazó una solicitud con esta dirección. Pregunta a un administrador si crees que es un error.`)
};

export const account_not_linkable_disabled = /** @type {(inputs: Account_Not_Linkable_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un administrador ha desactivado esta cuenta.`)
};

export const account_not_linkable_invite = /** @type {(inputs: Account_Not_Linkable_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí no hay ninguna cuenta con esta dirección. Pide una invitación a un administrador y abre su enlace.`)
};

export const account_not_linkable_unconfirmed = /** @type {(inputs: Account_Not_Linkable_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una cuenta de aquí usa esta dirección, pero no está confirmada, así que no se puede vincular. Entra con tu contraseña o pregunta a un administrador.`)
};

export const account_not_linkable_unverified = /** @type {(inputs: Account_Not_Linkable_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta allí no tiene un correo verificado, así que no se puede vincular a una cuenta de catchd.`)
};

export const account_notifications_link = /** @type {(inputs: Account_Notifications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones: qué te llega`)
};

export const account_password_lead = /** @type {(inputs: Account_Password_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al cambiarla se cierran todas tus demás sesiones.`)
};

export const account_pending_email = /** @type {(inputs: Account_Pending_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falta que confirmes ${i?.pending} con el enlace que te hemos enviado allí. Hasta entonces seguimos usando ${i?.email}.`)
};

export const account_pref_as_club = /** @type {(inputs: Account_Pref_As_ClubInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como el club (${i?.shown})`)
};

export const account_pref_heading = /** @type {(inputs: Account_Pref_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidades, zona horaria e idioma`)
};

export const account_pref_note = /** @type {(inputs: Account_Pref_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algunas páginas siguen en inglés; cada una pasará a tu idioma en cuanto esté traducida.`)
};

export const account_pref_time_zone = /** @type {(inputs: Account_Pref_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona horaria`)
};

export const account_pref_units = /** @type {(inputs: Account_Pref_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidades`)
};

export const account_profile_heading = /** @type {(inputs: Account_Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre y correo`)
};

export const account_provider_cancelled = /** @type {(inputs: Account_Provider_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} no ha iniciado tu sesión.`)
};

export const account_provider_cancelled_title = /** @type {(inputs: Account_Provider_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada cancelada`)
};

export const account_provider_failed = /** @type {(inputs: Account_Provider_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} no ha podido confirmar quién eres. Vuelve a intentarlo.`)
};

export const account_provider_failed_title = /** @type {(inputs: Account_Provider_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido entrar`)
};

export const account_provider_refused_title = /** @type {(inputs: Account_Provider_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No puedes entrar`)
};

export const account_provider_unavailable = /** @type {(inputs: Account_Provider_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hemos podido contactar con ${i?.provider}. Inténtalo más tarde o usa tu contraseña.`)
};

export const account_provider_unavailable_title = /** @type {(inputs: Account_Provider_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede entrar`)
};

export const account_provider_waiting = /** @type {(inputs: Account_Provider_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud espera la decisión de un administrador. Cuando la aprueben, entra de la misma manera.`)
};

export const account_role = /** @type {(inputs: Account_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rol: ${i?.role}`)
};

export const account_save = /** @type {(inputs: Account_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

export const account_session_sign_out = /** @type {(inputs: Account_Session_Sign_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cerrar la sesión de ${i?.device}, última actividad ${i?.time}`)
};

export const account_sessions = /** @type {(inputs: Account_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde tienes la sesión abierta`)
};

export const account_sign_out_others = /** @type {(inputs: Account_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar todas las demás`)
};

export const account_this_session = /** @type {(inputs: Account_This_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(esta)`)
};

export const account_title = /** @type {(inputs: Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta`)
};

export const account_units_imperial = /** @type {(inputs: Account_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperial (lb, in, ft, °F)`)
};

export const account_units_metric = /** @type {(inputs: Account_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métrico (kg, cm, m, °C)`)
};

export const account_wrong_password = /** @type {(inputs: Account_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa contraseña no es correcta.`)
};

export const account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña`)
};

export const board_any = /** @type {(inputs: Board_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera`)
};

export const board_ask_each = /** @type {(inputs: Board_Ask_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: pide la verificación de cada una`)
};

export const board_board = /** @type {(inputs: Board_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificación`)
};

export const board_boards_label = /** @type {(inputs: Board_Boards_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificaciones`)
};

export const board_caption_catch_count = /** @type {(inputs: Board_Caption_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuántas piezas ha sacado cada pescador.`)
};

export const board_caption_deepest = /** @type {(inputs: Board_Caption_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La captura más profunda de cada pescador.`)
};

export const board_caption_heaviest = /** @type {(inputs: Board_Caption_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La pieza más pesada de cada pescador, con su captura.`)
};

export const board_caption_total_weight = /** @type {(inputs: Board_Caption_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo lo que ha sacado cada pescador, pesado junto.`)
};

export const board_catch_count = /** @type {(inputs: Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más capturas`)
};

export const board_choose = /** @type {(inputs: Board_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige la clasificación y los filtros`)
};

export const board_col_catch = /** @type {(inputs: Board_Col_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Captura`)
};

export const board_col_catches = /** @type {(inputs: Board_Col_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturas`)
};

export const board_col_depth = /** @type {(inputs: Board_Col_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profundidad`)
};

export const board_col_diver = /** @type {(inputs: Board_Col_DiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pescador`)
};

export const board_col_rank = /** @type {(inputs: Board_Col_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puesto`)
};

export const board_col_weight = /** @type {(inputs: Board_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso`)
};

export const board_deepest = /** @type {(inputs: Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Captura más profunda`)
};

export const board_dive_freedive = /** @type {(inputs: Board_Dive_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`apnea`)
};

export const board_dive_scuba = /** @type {(inputs: Board_Dive_ScubaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`con botella`)
};

export const board_dive_type = /** @type {(inputs: Board_Dive_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de inmersión`)
};

export const board_embeddable = /** @type {(inputs: Board_EmbeddableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`clasificación para insertar`)
};

export const board_empty_bronze = /** @type {(inputs: Board_Empty_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta clasificación muestra capturas verificadas en bronce o superior: lo ha decidido el club, para que un récord sea un récord de verdad.`)
};

export const board_empty_gold = /** @type {(inputs: Board_Empty_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta clasificación solo muestra capturas verificadas en oro: lo ha decidido el club, para que un récord sea un récord de verdad.`)
};

export const board_empty_silver = /** @type {(inputs: Board_Empty_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta clasificación muestra capturas verificadas en plata o superior: lo ha decidido el club, para que un récord sea un récord de verdad.`)
};

export const board_empty_title = /** @type {(inputs: Board_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí aún no cuenta ninguna captura.`)
};

export const board_every_catch = /** @type {(inputs: Board_Every_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todas las capturas, verificadas o no`)
};

export const board_filters_label = /** @type {(inputs: Board_Filters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificación y filtros`)
};

export const board_for_website = /** @type {(inputs: Board_For_WebsiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para la web de tu club: ${i?.link}`)
};

export const board_gear = /** @type {(inputs: Board_GearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arma`)
};

export const board_gear_other = /** @type {(inputs: Board_Gear_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`otro`)
};

export const board_gear_polespear = /** @type {(inputs: Board_Gear_PolespearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`varilla`)
};

export const board_gear_sling = /** @type {(inputs: Board_Gear_SlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hawaiana`)
};

export const board_gear_speargun = /** @type {(inputs: Board_Gear_SpeargunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fusil`)
};

export const board_heading = /** @type {(inputs: Board_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificaciones`)
};

export const board_heaviest = /** @type {(inputs: Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pieza más pesada`)
};

export const board_medal_bronze = /** @type {(inputs: Board_Medal_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bronce`)
};

export const board_medal_gold = /** @type {(inputs: Board_Medal_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oro`)
};

export const board_medal_silver = /** @type {(inputs: Board_Medal_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plata`)
};

export const board_no_catches = /** @type {(inputs: Board_No_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay capturas en esta clasificación.`)
};

export const board_page_title = /** @type {(inputs: Board_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clasificación: ${i?.board}`)
};

export const board_photo_alt = /** @type {(inputs: Board_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species} de ${i?.diver}`)
};

export const board_podium = /** @type {(inputs: Board_PodiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los tres primeros`)
};

export const board_season = /** @type {(inputs: Board_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temporada (año)`)
};

export const board_show = /** @type {(inputs: Board_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar`)
};

export const board_species = /** @type {(inputs: Board_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especie`)
};

export const board_table_label = /** @type {(inputs: Board_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificación`)
};

export const board_tier_bronze = /** @type {(inputs: Board_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificadas en bronce o superior`)
};

export const board_tier_gold = /** @type {(inputs: Board_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo verificadas en oro`)
};

export const board_tier_silver = /** @type {(inputs: Board_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificadas en plata o superior`)
};

export const board_tier_unverified = /** @type {(inputs: Board_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las capturas, verificadas o no`)
};

export const board_total_weight = /** @type {(inputs: Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso total`)
};

export const board_waiting_verification = /** @type {(inputs: Board_Waiting_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturas pendientes de verificación`)
};

export const board_which_count = /** @type {(inputs: Board_Which_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué capturas cuentan`)
};

export const board_your_unverified = /** @type {(inputs: Board_Your_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus capturas aún sin verificar`)
};

export const catch_add_photos = /** @type {(inputs: Catch_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir fotos`)
};

export const catch_any = /** @type {(inputs: Catch_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera`)
};

export const catch_ask_verification = /** @type {(inputs: Catch_Ask_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir pruebas y pedir verificación`)
};

export const catch_by = /** @type {(inputs: Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturada por ${i?.link}`)
};

export const catch_caught = /** @type {(inputs: Catch_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturada`)
};

export const catch_caught_after = /** @type {(inputs: Catch_Caught_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturada después de (hora de ${i?.zone})`)
};

export const catch_caught_at_now = /** @type {(inputs: Catch_Caught_At_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora de la captura (tu hora; si la dejas vacía, ahora)`)
};

export const catch_caught_at_zone = /** @type {(inputs: Catch_Caught_At_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hora de la captura (hora de ${i?.zone})`)
};

export const catch_caught_before = /** @type {(inputs: Catch_Caught_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturada antes de (hora de ${i?.zone})`)
};

export const catch_count = /** @type {(inputs: Catch_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas`)
	
};

export const catch_delete_button = /** @type {(inputs: Catch_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

export const catch_delete_keep = /** @type {(inputs: Catch_Delete_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservarla`)
};

export const catch_delete_link = /** @type {(inputs: Catch_Delete_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar esta captura…`)
};

export const catch_delete_question = /** @type {(inputs: Catch_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar esta captura?`)
};

export const catch_delete_title = /** @type {(inputs: Catch_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar captura`)
};

export const catch_delete_warning = /** @type {(inputs: Catch_Delete_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus fotos y su historial de verificación se eliminan con ella. No se puede deshacer.`)
};

export const catch_depth = /** @type {(inputs: Catch_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profundidad`)
};

export const catch_dive = /** @type {(inputs: Catch_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inmersión`)
};

export const catch_dive_freedive = /** @type {(inputs: Catch_Dive_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apnea`)
};

export const catch_dive_scuba = /** @type {(inputs: Catch_Dive_ScubaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con botella`)
};

export const catch_dive_type = /** @type {(inputs: Catch_Dive_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de inmersión`)
};

export const catch_edit = /** @type {(inputs: Catch_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar`)
};

export const catch_edit_title = /** @type {(inputs: Catch_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar captura`)
};

export const catch_edit_title_of = /** @type {(inputs: Catch_Edit_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar ${i?.species}`)
};

export const catch_edit_warning = /** @type {(inputs: Catch_Edit_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si cambias el peso o la especie de una captura verificada, vuelve a quedar sin verificar.`)
};

export const catch_filter_label = /** @type {(inputs: Catch_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar mis capturas`)
};

export const catch_filter_max_depth = /** @type {(inputs: Catch_Filter_Max_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profundidad máx.`)
};

export const catch_filter_max_weight = /** @type {(inputs: Catch_Filter_Max_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso máx.`)
};

export const catch_filter_min_depth = /** @type {(inputs: Catch_Filter_Min_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profundidad mín.`)
};

export const catch_filter_min_weight = /** @type {(inputs: Catch_Filter_Min_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso mín.`)
};

export const catch_filter_order = /** @type {(inputs: Catch_Filter_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orden`)
};

export const catch_filter_submit = /** @type {(inputs: Catch_Filter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar`)
};

export const catch_filter_title = /** @type {(inputs: Catch_Filter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar y ordenar`)
};

export const catch_filter_words = /** @type {(inputs: Catch_Filter_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras en las notas`)
};

export const catch_gear = /** @type {(inputs: Catch_GearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arma`)
};

export const catch_gear_not_said = /** @type {(inputs: Catch_Gear_Not_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin indicar`)
};

export const catch_gear_other = /** @type {(inputs: Catch_Gear_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otra`)
};

export const catch_gear_polespear = /** @type {(inputs: Catch_Gear_PolespearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lanza`)
};

export const catch_gear_sling = /** @type {(inputs: Catch_Gear_SlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hawaiana`)
};

export const catch_gear_speargun = /** @type {(inputs: Catch_Gear_SpeargunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fusil`)
};

export const catch_latitude = /** @type {(inputs: Catch_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitud`)
};

export const catch_length = /** @type {(inputs: Catch_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largo`)
};

export const catch_length_optional = /** @type {(inputs: Catch_Length_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largo (opcional)`)
};

export const catch_list_empty_button = /** @type {(inputs: Catch_List_Empty_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra tu primera captura`)
};

export const catch_list_empty_text = /** @type {(inputs: Catch_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí va cada pez que saques, con sus fotos: regístralo desde la barca, aunque no tengas cobertura.`)
};

export const catch_list_empty_title = /** @type {(inputs: Catch_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu registro está vacío`)
};

export const catch_list_no_match = /** @type {(inputs: Catch_List_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna captura coincide con estos filtros.`)
};

export const catch_list_title = /** @type {(inputs: Catch_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis capturas`)
};

export const catch_located = /** @type {(inputs: Catch_LocatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ubicación fijada (±${i?.accuracy} m).`)
};

export const catch_locating = /** @type {(inputs: Catch_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando tu ubicación…`)
};

export const catch_location_optional = /** @type {(inputs: Catch_Location_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubicación (opcional)`)
};

export const catch_longitude = /** @type {(inputs: Catch_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitud`)
};

export const catch_new_title = /** @type {(inputs: Catch_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar captura`)
};

export const catch_no_photo = /** @type {(inputs: Catch_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin foto`)
};

export const catch_no_photos = /** @type {(inputs: Catch_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay fotos.`)
};

export const catch_not_located = /** @type {(inputs: Catch_Not_LocatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo obtener tu ubicación.`)
};

export const catch_not_verified = /** @type {(inputs: Catch_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin verificar.`)
};

export const catch_notes = /** @type {(inputs: Catch_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas`)
};

export const catch_photo_alt = /** @type {(inputs: Catch_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, foto ${i?.number}`)
};

export const catch_photos = /** @type {(inputs: Catch_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos`)
};

export const catch_place_name = /** @type {(inputs: Catch_Place_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del lugar`)
};

export const catch_place_not_given = /** @type {(inputs: Catch_Place_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin indicar`)
};

export const catch_rounded = /** @type {(inputs: Catch_RoundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(aproximada)`)
};

export const catch_save = /** @type {(inputs: Catch_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar captura`)
};

export const catch_save_changes = /** @type {(inputs: Catch_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar cambios`)
};

export const catch_sort_deepest = /** @type {(inputs: Catch_Sort_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más profundas`)
};

export const catch_sort_heaviest = /** @type {(inputs: Catch_Sort_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más pesadas`)
};

export const catch_sort_newest_caught = /** @type {(inputs: Catch_Sort_Newest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de captura, recientes primero`)
};

export const catch_sort_newest_logged = /** @type {(inputs: Catch_Sort_Newest_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registradas recientemente`)
};

export const catch_sort_oldest_caught = /** @type {(inputs: Catch_Sort_Oldest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de captura, antiguas primero`)
};

export const catch_species = /** @type {(inputs: Catch_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especie`)
};

export const catch_species_hint = /** @type {(inputs: Catch_Species_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier nombre común en cualquier idioma, o el nombre científico.`)
};

export const catch_tier = /** @type {(inputs: Catch_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel`)
};

export const catch_tier_bronze = /** @type {(inputs: Catch_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronce`)
};

export const catch_tier_gold = /** @type {(inputs: Catch_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oro`)
};

export const catch_tier_silver = /** @type {(inputs: Catch_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`plata`)
};

export const catch_tier_unverified = /** @type {(inputs: Catch_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin verificar`)
};

export const catch_time_zone = /** @type {(inputs: Catch_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona horaria`)
};

export const catch_unit = /** @type {(inputs: Catch_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidad`)
};

export const catch_upload = /** @type {(inputs: Catch_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir`)
};

export const catch_use_location = /** @type {(inputs: Catch_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar mi ubicación`)
};

export const catch_verification_history = /** @type {(inputs: Catch_Verification_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historial de verificación`)
};

export const catch_verification_moved = /** @type {(inputs: Catch_Verification_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.verifier} la pasó de ${i?.from} a ${i?.to}`)
};

export const catch_verification_requested = /** @type {(inputs: Catch_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificación pedida: cambiar pruebas`)
};

export const catch_weight = /** @type {(inputs: Catch_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso`)
};

export const catch_where = /** @type {(inputs: Catch_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar`)
};

export const chart_mark = /** @type {(inputs: Chart_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.value}`)
};

export const chart_mark_default = /** @type {(inputs: Chart_Mark_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`marca`)
};

export const chart_numbers = /** @type {(inputs: Chart_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los datos`)
};

export const club_label_board_min_tier = /** @type {(inputs: Club_Label_Board_Min_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel mínimo de verificación para las clasificaciones`)
};

export const club_label_language = /** @type {(inputs: Club_Label_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const club_label_name = /** @type {(inputs: Club_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del club`)
};

export const club_label_season_start = /** @type {(inputs: Club_Label_Season_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La temporada empieza el (MM-DD)`)
};

export const club_label_signup = /** @type {(inputs: Club_Label_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo se entra en el club`)
};

export const club_label_time_zone = /** @type {(inputs: Club_Label_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona horaria`)
};

export const club_label_units = /** @type {(inputs: Club_Label_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidades`)
};

export const club_own_choices = /** @type {(inputs: Club_Own_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada persona puede elegir sus unidades, zona horaria e idioma en la página de su cuenta; estos ajustes valen para los demás.`)
};

export const club_pinned = /** @type {(inputs: Club_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fijado por ${i?.variable} en el servidor: lo cambia quien administra el servidor.`)
};

export const club_save = /** @type {(inputs: Club_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

export const club_signup_approval = /** @type {(inputs: Club_Signup_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera lo solicita; un administrador aprueba`)
};

export const club_signup_closed = /** @type {(inputs: Club_Signup_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie se apunta; los administradores añaden a las personas`)
};

export const club_signup_invite = /** @type {(inputs: Club_Signup_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por invitación: los administradores invitan por correo`)
};

export const club_signup_open = /** @type {(inputs: Club_Signup_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera entra como pescador`)
};

export const club_tier_bronze = /** @type {(inputs: Club_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronce`)
};

export const club_tier_gold = /** @type {(inputs: Club_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oro`)
};

export const club_tier_silver = /** @type {(inputs: Club_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`plata`)
};

export const club_tier_unverified = /** @type {(inputs: Club_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin verificar`)
};

export const club_title = /** @type {(inputs: Club_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El club`)
};

export const club_units_imperial = /** @type {(inputs: Club_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperiales (lb, in, ft, °F)`)
};

export const club_units_metric = /** @type {(inputs: Club_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métricas (kg, cm, m, °C)`)
};

export const competition_accept = /** @type {(inputs: Competition_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar`)
};

export const competition_add_divers = /** @type {(inputs: Competition_Add_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pescadores (correos, separados por comas; el primero hace la inscripción)`)
};

export const competition_add_entry = /** @type {(inputs: Competition_Add_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir inscripción`)
};

export const competition_add_entry_heading = /** @type {(inputs: Competition_Add_Entry_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir una inscripción`)
};

export const competition_all_entries = /** @type {(inputs: Competition_All_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las inscripciones`)
};

export const competition_biggest = /** @type {(inputs: Competition_BiggestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pieza mayor`)
};

export const competition_cancel = /** @type {(inputs: Competition_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar la competición`)
};

export const competition_change = /** @type {(inputs: Competition_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar la competición`)
};

export const competition_change_lead = /** @type {(inputs: Competition_Change_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: todo se puede cambiar hasta que empiece; después, solo la descripción.`)
};

export const competition_change_title = /** @type {(inputs: Competition_Change_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambiar ${i?.name}`)
};

export const competition_counts = /** @type {(inputs: Competition_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntúa`)
};

export const competition_counts_not = /** @type {(inputs: Competition_Counts_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No: ${i?.reason}`)
};

export const competition_counts_points = /** @type {(inputs: Competition_Counts_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("es", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`puntúa, ${i?.points} punto`);
	return /** @type {LocalizedString} */ (`puntúa, ${i?.points} puntos`)
	
};

export const competition_counts_question = /** @type {(inputs: Competition_Counts_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Puntúa?`)
};

export const competition_create_draft = /** @type {(inputs: Competition_Create_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear borrador`)
};

export const competition_description_label = /** @type {(inputs: Competition_Description_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción (opcional)`)
};

export const competition_dismiss = /** @type {(inputs: Competition_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar`)
};

export const competition_division = /** @type {(inputs: Competition_DivisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categoría`)
};

export const competition_divisions_label = /** @type {(inputs: Competition_Divisions_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categorías (separadas por comas, opcional)`)
};

export const competition_ends_label = /** @type {(inputs: Competition_Ends_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termina (hora local)`)
};

export const competition_enter = /** @type {(inputs: Competition_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscribirme`)
};

export const competition_entries_count = /** @type {(inputs: Competition_Entries_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} inscripción.`);
	return /** @type {LocalizedString} */ (`${i?.count} inscripciones.`)
	
};

export const competition_entry = /** @type {(inputs: Competition_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscripción`)
};

export const competition_entry_admin = /** @type {(inputs: Competition_Entry_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los administradores añaden las inscripciones`)
};

export const competition_entry_label = /** @type {(inputs: Competition_Entry_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién inscribe`)
};

export const competition_entry_open = /** @type {(inputs: Competition_Entry_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada pescador se inscribe solo`)
};

export const competition_finalize = /** @type {(inputs: Competition_FinalizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dar por definitivos los resultados`)
};

export const competition_find = /** @type {(inputs: Competition_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

export const competition_find_entry = /** @type {(inputs: Competition_Find_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar la inscripción`)
};

export const competition_fish = /** @type {(inputs: Competition_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Piezas`)
};

export const competition_live_full = /** @type {(inputs: Competition_Live_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clasificación se sigue viendo si recargas la página.`)
};

export const competition_live_full_title = /** @type {(inputs: Competition_Live_Full_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clasificación en directo está llena`)
};

export const competition_my_fish = /** @type {(inputs: Competition_My_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis piezas`)
};

export const competition_my_fish_rank = /** @type {(inputs: Competition_My_Fish_RankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mis piezas · puesto ${i?.rank}`)
};

export const competition_name_label = /** @type {(inputs: Competition_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

export const competition_new = /** @type {(inputs: Competition_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva competición`)
};

export const competition_next = /** @type {(inputs: Competition_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Siguiente: ${i?.name}`)
};

export const competition_no_entries = /** @type {(inputs: Competition_No_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay inscripciones.`)
};

export const competition_no_fish = /** @type {(inputs: Competition_No_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay piezas registradas dentro del horario de la competición.`)
};

export const competition_no_fish_window = /** @type {(inputs: Competition_No_Fish_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay piezas registradas en el horario de la competición.`)
};

export const competition_nobody = /** @type {(inputs: Competition_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(nadie)`)
};

export const competition_none = /** @type {(inputs: Competition_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna.`)
};

export const competition_overall = /** @type {(inputs: Competition_OverallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

export const competition_points = /** @type {(inputs: Competition_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos`)
};

export const competition_preset_cmas = /** @type {(inputs: Competition_Preset_CmasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación CMAS`)
};

export const competition_preset_heaviest = /** @type {(inputs: Competition_Preset_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pieza mayor`)
};

export const competition_preset_total = /** @type {(inputs: Competition_Preset_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso total`)
};

export const competition_printable_results = /** @type {(inputs: Competition_Printable_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados para imprimir`)
};

export const competition_protest_dismissed = /** @type {(inputs: Competition_Protest_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rechazada`)
};

export const competition_protest_entry = /** @type {(inputs: Competition_Protest_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre la inscripción`)
};

export const competition_protest_general = /** @type {(inputs: Competition_Protest_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(los resultados en general)`)
};

export const competition_protest_heading = /** @type {(inputs: Competition_Protest_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reclamación`)
};

export const competition_protest_hours_label = /** @type {(inputs: Competition_Protest_Hours_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plazo de reclamaciones (horas)`)
};

export const competition_protest_note = /** @type {(inputs: Competition_Protest_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota`)
};

export const competition_protest_open = /** @type {(inputs: Competition_Protest_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pendiente`)
};

export const competition_protest_reason = /** @type {(inputs: Competition_Protest_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo`)
};

export const competition_protest_submit = /** @type {(inputs: Competition_Protest_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presentar reclamación`)
};

export const competition_protest_upheld = /** @type {(inputs: Competition_Protest_UpheldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aceptada`)
};

export const competition_protests = /** @type {(inputs: Competition_ProtestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reclamaciones`)
};

export const competition_provisional_results = /** @type {(inputs: Competition_Provisional_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados provisionales`)
};

export const competition_publish = /** @type {(inputs: Competition_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar`)
};

export const competition_rank = /** @type {(inputs: Competition_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puesto`)
};

export const competition_reason_below_minimum = /** @type {(inputs: Competition_Reason_Below_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`por debajo del peso mínimo`)
};

export const competition_reason_not_weighed = /** @type {(inputs: Competition_Reason_Not_WeighedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aún sin pesar`)
};

export const competition_reason_outside_area = /** @type {(inputs: Competition_Reason_Outside_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`capturada fuera de la zona de competición (o sin ubicación)`)
};

export const competition_reason_over_fish_limit = /** @type {(inputs: Competition_Reason_Over_Fish_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`supera el máximo de piezas por inscripción (puntúan las mejores)`)
};

export const competition_reason_over_species_limit = /** @type {(inputs: Competition_Reason_Over_Species_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`supera el cupo de su especie (puntúan las mejores piezas)`)
};

export const competition_reason_rejected = /** @type {(inputs: Competition_Reason_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rechazada en el pesaje`)
};

export const competition_reason_species_excluded = /** @type {(inputs: Competition_Reason_Species_ExcludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esta especie no puntúa en esta competición`)
};

export const competition_refused_cancelled = /** @type {(inputs: Competition_Refused_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La competición ya está cancelada.`)
};

export const competition_refused_changed = /** @type {(inputs: Competition_Refused_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La competición ha cambiado mientras tanto: recarga la página y vuelve a intentarlo.`)
};

export const competition_refused_entries_closed = /** @type {(inputs: Competition_Refused_Entries_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las inscripciones de esta competición están cerradas.`)
};

export const competition_refused_final = /** @type {(inputs: Competition_Refused_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los resultados ya son definitivos.`)
};

export const competition_refused_forbidden = /** @type {(inputs: Competition_Refused_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta no puede hacer esto en esta competición.`)
};

export const competition_refused_not_draft = /** @type {(inputs: Competition_Refused_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se publica un borrador.`)
};

export const competition_refused_not_provisional = /** @type {(inputs: Competition_Refused_Not_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los resultados no son provisionales: las reclamaciones y el cierre esperan al final de la competición y se acaban cuando los resultados son definitivos.`)
};

export const competition_refused_protest_resolved = /** @type {(inputs: Competition_Refused_Protest_ResolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta reclamación ya está resuelta.`)
};

export const competition_refused_protest_window_closed = /** @type {(inputs: Competition_Refused_Protest_Window_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El plazo de reclamaciones ha terminado.`)
};

export const competition_refused_protests_open = /** @type {(inputs: Competition_Refused_Protests_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resuelve antes todas las reclamaciones pendientes.`)
};

export const competition_refused_started = /** @type {(inputs: Competition_Refused_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La competición ya ha empezado: ahora solo se puede cambiar la descripción.`)
};

export const competition_reject = /** @type {(inputs: Competition_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar`)
};

export const competition_reject_reason = /** @type {(inputs: Competition_Reject_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo (si la rechazas)`)
};

export const competition_results = /** @type {(inputs: Competition_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados`)
};

export const competition_results_csv = /** @type {(inputs: Competition_Results_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados en CSV`)
};

export const competition_results_title = /** @type {(inputs: Competition_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resultados: ${i?.name}`)
};

export const competition_rule_area = /** @type {(inputs: Competition_Rule_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo puntúan las piezas capturadas dentro de la zona marcada; una captura sin ubicación no puntúa.`)
};

export const competition_rule_as_logged = /** @type {(inputs: Competition_Rule_As_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las piezas puntúan tal como se registran; no hay pesaje.`)
};

export const competition_rule_at_most = /** @type {(inputs: Competition_Rule_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`puntúa como máximo ${i?.count}`);
	return /** @type {LocalizedString} */ (`puntúan como máximo ${i?.count}`)
	
};

export const competition_rule_best_fish = /** @type {(inputs: Competition_Rule_Best_FishInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Puntúa la mejor pieza de cada inscripción.`);
	return /** @type {LocalizedString} */ (`Puntúan las ${i?.count} mejores piezas de cada inscripción.`)
	
};

export const competition_rule_counts = /** @type {(inputs: Competition_Rule_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`puntúa`)
};

export const competition_rule_counts_from = /** @type {(inputs: Competition_Rule_Counts_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`puntúa a partir de ${i?.weight}`)
};

export const competition_rule_final_at_end = /** @type {(inputs: Competition_Rule_Final_At_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los resultados son definitivos al terminar.`)
};

export const competition_rule_fish_bonus = /** @type {(inputs: Competition_Rule_Fish_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("es", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} punto extra por cada pieza válida.`);
	return /** @type {LocalizedString} */ (`${i?.points} puntos extra por cada pieza válida.`)
	
};

export const competition_rule_fixed_points = /** @type {(inputs: Competition_Rule_Fixed_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("es", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`vale ${i?.points} punto pese lo que pese`);
	return /** @type {LocalizedString} */ (`vale ${i?.points} puntos pese lo que pese`)
	
};

export const competition_rule_gram = /** @type {(inputs: Competition_Rule_GramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un punto por cada gramo que pese la pieza.`)
};

export const competition_rule_listed_only = /** @type {(inputs: Competition_Rule_Listed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo puntúan las especies de la lista.`)
};

export const competition_rule_max_count = /** @type {(inputs: Competition_Rule_Max_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Como máximo puntúa ${i?.count} pieza de cada especie (la mejor).`);
	return /** @type {LocalizedString} */ (`Como máximo puntúan ${i?.count} piezas de cada especie (las mejores).`)
	
};

export const competition_rule_min_weight = /** @type {(inputs: Competition_Rule_Min_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las piezas de menos de ${i?.weight} no puntúan.`)
};

export const competition_rule_per_kg = /** @type {(inputs: Competition_Rule_Per_KgInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("es", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} punto por cada kilo que pese la pieza.`);
	return /** @type {LocalizedString} */ (`${i?.points} puntos por cada kilo que pese la pieza.`)
	
};

export const competition_rule_provisional = /** @type {(inputs: Competition_Rule_ProvisionalInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("es", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Los resultados son provisionales durante ${i?.hours} hora tras el final: los participantes pueden reclamar y después pasan a ser definitivos.`);
	return /** @type {LocalizedString} */ (`Los resultados son provisionales durante ${i?.hours} horas tras el final: los participantes pueden reclamar y después pasan a ser definitivos.`)
	
};

export const competition_rule_single_best = /** @type {(inputs: Competition_Rule_Single_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo puntúa la mejor pieza de cada inscripción.`)
};

export const competition_rule_species = /** @type {(inputs: Competition_Rule_SpeciesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}: ${i?.rules}.`)
};

export const competition_rule_species_bonus = /** @type {(inputs: Competition_Rule_Species_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("es", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} punto extra por cada especie distinta válida de una inscripción.`);
	return /** @type {LocalizedString} */ (`${i?.points} puntos extra por cada especie distinta válida de una inscripción.`)
	
};

export const competition_rule_teams = /** @type {(inputs: Competition_Rule_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Equipos de hasta ${i?.count}: las piezas de sus miembros suman juntas.`)
};

export const competition_rule_weigh_in = /** @type {(inputs: Competition_Rule_Weigh_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una pieza puntúa cuando el juez de pesaje la ha pesado y aceptado.`)
};

export const competition_rules = /** @type {(inputs: Competition_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reglamento`)
};

export const competition_run_it = /** @type {(inputs: Competition_Run_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organización`)
};

export const competition_running = /** @type {(inputs: Competition_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En curso`)
};

export const competition_save = /** @type {(inputs: Competition_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

export const competition_standings = /** @type {(inputs: Competition_StandingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificación`)
};

export const competition_standings_so_far = /** @type {(inputs: Competition_Standings_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificación provisional`)
};

export const competition_starts_label = /** @type {(inputs: Competition_Starts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza (hora local)`)
};

export const competition_status_cancelled = /** @type {(inputs: Competition_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada`)
};

export const competition_status_draft = /** @type {(inputs: Competition_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrador (solo administradores)`)
};

export const competition_status_final = /** @type {(inputs: Competition_Status_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados definitivos`)
};

export const competition_status_open = /** @type {(inputs: Competition_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscripciones abiertas`)
};

export const competition_status_provisional = /** @type {(inputs: Competition_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados provisionales: plazo de reclamaciones abierto`)
};

export const competition_status_running = /** @type {(inputs: Competition_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En curso`)
};

export const competition_team_individual = /** @type {(inputs: Competition_Team_IndividualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 (individual)`)
};

export const competition_team_mates = /** @type {(inputs: Competition_Team_MatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compañeros de equipo (correos, separados por comas)`)
};

export const competition_team_name = /** @type {(inputs: Competition_Team_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del equipo`)
};

export const competition_team_size_label = /** @type {(inputs: Competition_Team_Size_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamaño del equipo`)
};

export const competition_team_up_to = /** @type {(inputs: Competition_Team_Up_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`hasta ${i?.count}`);
	return /** @type {LocalizedString} */ (`hasta ${i?.count}`)
	
};

export const competition_time_zone_label = /** @type {(inputs: Competition_Time_Zone_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona horaria`)
};

export const competition_upcoming = /** @type {(inputs: Competition_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximas`)
};

export const competition_uphold = /** @type {(inputs: Competition_UpholdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar`)
};

export const competition_weigh_in = /** @type {(inputs: Competition_Weigh_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesaje`)
};

export const competition_weigh_in_none = /** @type {(inputs: Competition_Weigh_In_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin pesaje: las piezas puntúan tal como se registran`)
};

export const competition_weigh_in_required = /** @type {(inputs: Competition_Weigh_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatorio: solo puntúan las piezas pesadas`)
};

export const competition_weigh_in_title = /** @type {(inputs: Competition_Weigh_In_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesaje: ${i?.name}`)
};

export const competition_weighmasters_label = /** @type {(inputs: Competition_Weighmasters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jueces de pesaje (correos de verificadores, separados por comas)`)
};

export const competition_weight_kg = /** @type {(inputs: Competition_Weight_KgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso (kg)`)
};

export const competition_when = /** @type {(inputs: Competition_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`del ${i?.start} al ${i?.end} (${i?.zone})`)
};

export const continue_with = /** @type {(inputs: Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continuar con ${i?.provider}`)
};

export const dev_api_reference = /** @type {(inputs: Dev_Api_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`referencia de la API`)
};

export const dev_app_id = /** @type {(inputs: Dev_App_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de aplicación`)
};

export const dev_app_registered = /** @type {(inputs: Dev_App_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aplicación ${i?.name} registrada.`)
};

export const dev_app_secret = /** @type {(inputs: Dev_App_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El secreto de cliente de tu aplicación.`)
};

export const dev_applicant = /** @type {(inputs: Dev_ApplicantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitante`)
};

export const dev_application = /** @type {(inputs: Dev_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud`)
};

export const dev_applications_link = /** @type {(inputs: Dev_Applications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes que esperan una decisión`)
};

export const dev_applications_title = /** @type {(inputs: Dev_Applications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes de desarrolladores`)
};

export const dev_applied = /** @type {(inputs: Dev_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitada`)
};

export const dev_apply = /** @type {(inputs: Dev_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar solicitud`)
};

export const dev_apply_title = /** @type {(inputs: Dev_Apply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicita el acceso anticipado`)
};

export const dev_approve = /** @type {(inputs: Dev_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprobar`)
};

export const dev_approve_named = /** @type {(inputs: Dev_Approve_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aprobar a ${i?.name}`)
};

export const dev_apps_title = /** @type {(inputs: Dev_Apps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicaciones OAuth`)
};

export const dev_authorised_count = /** @type {(inputs: Dev_Authorised_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas que la autorizaron`)
};

export const dev_authorised_title = /** @type {(inputs: Dev_Authorised_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicaciones que autorizaste`)
};

export const dev_bad_status = /** @type {(inputs: Dev_Bad_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado es un código como 404 o una clase como 4xx.`)
};

export const dev_building = /** @type {(inputs: Dev_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proyecto`)
};

export const dev_building_question = /** @type {(inputs: Dev_Building_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué estás creando?`)
};

export const dev_cancel = /** @type {(inputs: Dev_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const dev_client_id = /** @type {(inputs: Dev_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de cliente`)
};

export const dev_confirmed = /** @type {(inputs: Dev_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias. Un administrador decidirá sobre tu solicitud y te avisaremos por correo.`)
};

export const dev_confirmed_title = /** @type {(inputs: Dev_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección confirmada`)
};

export const dev_copied = /** @type {(inputs: Dev_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiado.`)
};

export const dev_copy = /** @type {(inputs: Dev_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar`)
};

export const dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecciona el texto y cópialo.`)
};

export const dev_count_apps = /** @type {(inputs: Dev_Count_AppsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} aplicación OAuth`);
	return /** @type {LocalizedString} */ (`${i?.count} aplicaciones OAuth`)
	
};

export const dev_count_grants = /** @type {(inputs: Dev_Count_GrantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} autorización`);
	return /** @type {LocalizedString} */ (`${i?.count} autorizaciones`)
	
};

export const dev_count_keys = /** @type {(inputs: Dev_Count_KeysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} clave de API`);
	return /** @type {LocalizedString} */ (`${i?.count} claves de API`)
	
};

export const dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear clave`)
};

export const dev_create_key_title = /** @type {(inputs: Dev_Create_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea una clave`)
};

export const dev_decided = /** @type {(inputs: Dev_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decididas`)
};

export const dev_decided_on = /** @type {(inputs: Dev_Decided_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} el ${i?.time}`)
};

export const dev_decision = /** @type {(inputs: Dev_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decisión`)
};

export const dev_decline = /** @type {(inputs: Dev_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar`)
};

export const dev_decline_named = /** @type {(inputs: Dev_Decline_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechazar a ${i?.name}`)
};

export const dev_decline_warning = /** @type {(inputs: Dev_Decline_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechazar revoca sus claves creadas desde la aprobación (${i?.keys}), desactiva sus aplicaciones (${i?.apps}) y revoca las autorizaciones de esas aplicaciones con todos sus tokens (${i?.grants}): dejan de funcionar al instante. Si vuelves a aprobar, las aplicaciones se reactivan; las claves y las autorizaciones siguen revocadas.`)
};

export const dev_declined_done = /** @type {(inputs: Dev_Declined_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: rechazada. Se revocaron sus claves creadas desde la aprobación (${i?.keys}), se desactivaron sus aplicaciones (${i?.apps}) y se revocaron las autorizaciones de esas aplicaciones con todos sus tokens (${i?.grants}): ya nada de eso funciona. Si vuelves a aprobar, las aplicaciones se reactivan; las claves y las autorizaciones siguen revocadas.`)
};

export const dev_delete = /** @type {(inputs: Dev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

export const dev_delete_named = /** @type {(inputs: Dev_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminar ${i?.name}`)
};

export const dev_duration = /** @type {(inputs: Dev_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duración`)
};

export const dev_edit = /** @type {(inputs: Dev_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar`)
};

export const dev_edit_named = /** @type {(inputs: Dev_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar ${i?.name}`)
};

export const dev_email_unconfirmed = /** @type {(inputs: Dev_Email_UnconfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sin confirmar: abre el enlace que enviamos a ${i?.email}.`)
};

export const dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caduca`)
};

export const dev_expires_in_days = /** @type {(inputs: Dev_Expires_In_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("es", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`En ${i?.days} día`);
	return /** @type {LocalizedString} */ (`En ${i?.days} días`)
	
};

export const dev_expires_never = /** @type {(inputs: Dev_Expires_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunca`)
};

export const dev_expires_year = /** @type {(inputs: Dev_Expires_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En un año`)
};

export const dev_filter = /** @type {(inputs: Dev_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar`)
};

export const dev_grant = /** @type {(inputs: Dev_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} puede usar ${i?.scopes} (desde el ${i?.since})`)
};

export const dev_grant_used = /** @type {(inputs: Dev_Grant_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} puede usar ${i?.scopes} (desde el ${i?.since}, último uso el ${i?.used})`)
};

export const dev_key = /** @type {(inputs: Dev_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave`)
};

export const dev_key_created = /** @type {(inputs: Dev_Key_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clave ${i?.name} creada.`)
};

export const dev_key_id = /** @type {(inputs: Dev_Key_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de clave`)
};

export const dev_key_or_app = /** @type {(inputs: Dev_Key_Or_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave o aplicación`)
};

export const dev_keys = /** @type {(inputs: Dev_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claves de API`)
};

export const dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último uso`)
};

export const dev_link_invalid = /** @type {(inputs: Dev_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de confirmación no existe o ya se usó.`)
};

export const dev_link_invalid_title = /** @type {(inputs: Dev_Link_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace no válido`)
};

export const dev_mail_approved_body = /** @type {(inputs: Dev_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hola:

tu acceso de desarrollador está aprobado: ya puedes crear claves de API y registrar aplicaciones OAuth.

${i?.link}
`)
};

export const dev_mail_approved_subject = /** @type {(inputs: Dev_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu acceso de desarrollador en catchd está aprobado`)
};

export const dev_mail_confirm_body = /** @type {(inputs: Dev_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hola:

alguien ha solicitado acceso de desarrollador en catchd con esta dirección. Para confirmarla, abre:

${i?.link}

Si no has sido tú, ignora este correo: sin la confirmación no pasa nada.
`)
};

export const dev_mail_confirm_subject = /** @type {(inputs: Dev_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu correo para el acceso de desarrollador en catchd`)
};

export const dev_mail_declined_body = /** @type {(inputs: Dev_Mail_Declined_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hola:

tu solicitud de desarrollador fue rechazada. Puedes seguir usando catchd; las claves de API que creaste como desarrollador y tus aplicaciones OAuth, si las tienes, dejan de funcionar.
`)
};

export const dev_mail_declined_subject = /** @type {(inputs: Dev_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud de desarrollador en catchd fue rechazada`)
};

export const dev_may_hold = /** @type {(inputs: Dev_May_HoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tus claves y aplicaciones pueden tener: ${i?.scopes}.`)
};

export const dev_method = /** @type {(inputs: Dev_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Método`)
};

export const dev_name = /** @type {(inputs: Dev_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

export const dev_nav_access = /** @type {(inputs: Dev_Nav_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso`)
};

export const dev_nav_apps = /** @type {(inputs: Dev_Nav_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicaciones`)
};

export const dev_nav_authorised = /** @type {(inputs: Dev_Nav_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicaciones autorizadas`)
};

export const dev_nav_events = /** @type {(inputs: Dev_Nav_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos`)
};

export const dev_nav_webhooks = /** @type {(inputs: Dev_Nav_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

export const dev_never = /** @type {(inputs: Dev_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nunca`)
};

export const dev_new_key_secret = /** @type {(inputs: Dev_New_Key_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu nueva clave de API.`)
};

export const dev_no_apps = /** @type {(inputs: Dev_No_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no tienes aplicaciones.`)
};

export const dev_no_authorised = /** @type {(inputs: Dev_No_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No has autorizado ninguna aplicación.`)
};

export const dev_no_keys = /** @type {(inputs: Dev_No_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no tienes claves de API.`)
};

export const dev_no_requests = /** @type {(inputs: Dev_No_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna petición coincide.`)
};

export const dev_nobody_waiting = /** @type {(inputs: Dev_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nadie esperando.`)
};

export const dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta`)
};

export const dev_path_filter = /** @type {(inputs: Dev_Path_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ruta empieza por`)
};

export const dev_portal = /** @type {(inputs: Dev_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portal para desarrolladores`)
};

export const dev_quickstart = /** @type {(inputs: Dev_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`guía rápida`)
};

export const dev_read_docs = /** @type {(inputs: Dev_Read_DocsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consulta la ${i?.reference} y la ${i?.quickstart}.`)
};

export const dev_redirect_uris = /** @type {(inputs: Dev_Redirect_UrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI de redirección`)
};

export const dev_redirect_uris_hint = /** @type {(inputs: Dev_Redirect_Uris_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI de redirección (una por línea)`)
};

export const dev_refusal_closed = /** @type {(inputs: Dev_Refusal_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por ahora este sitio no ofrece acceso para desarrolladores.`)
};

export const dev_refusal_declined = /** @type {(inputs: Dev_Refusal_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud de acceso para desarrolladores fue rechazada.`)
};

export const dev_refusal_none = /** @type {(inputs: Dev_Refusal_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las claves de API y las aplicaciones OAuth son para desarrolladores aprobados. Solicita el acceso anticipado en la página de inicio del portal para desarrolladores.`)
};

export const dev_refusal_requested = /** @type {(inputs: Dev_Refusal_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud de acceso para desarrolladores espera la decisión de un administrador.`)
};

export const dev_register = /** @type {(inputs: Dev_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar aplicación`)
};

export const dev_register_title = /** @type {(inputs: Dev_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra una aplicación`)
};

export const dev_request_id = /** @type {(inputs: Dev_Request_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de petición`)
};

export const dev_request_log = /** @type {(inputs: Dev_Request_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro de peticiones`)
};

export const dev_requests = /** @type {(inputs: Dev_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peticiones`)
};

export const dev_requests_lead = /** @type {(inputs: Dev_Requests_LeadInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("es", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Tus peticiones a la API del último día, las más recientes primero.`);
	return /** @type {LocalizedString} */ (`Tus peticiones a la API de los últimos ${i?.days} días, las más recientes primero.`)
	
};

export const dev_revoke = /** @type {(inputs: Dev_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revocar`)
};

export const dev_revoke_named = /** @type {(inputs: Dev_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revocar ${i?.name}`)
};

export const dev_rotate = /** @type {(inputs: Dev_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renovar el secreto`)
};

export const dev_rotate_named = /** @type {(inputs: Dev_Rotate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renovar el secreto de ${i?.name}`)
};

export const dev_save = /** @type {(inputs: Dev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

export const dev_scopes = /** @type {(inputs: Dev_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permisos (scopes)`)
};

export const dev_secret_once = /** @type {(inputs: Dev_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se muestra ahora: cópiala y guárdala en un lugar seguro.`)
};

export const dev_secret_rotated = /** @type {(inputs: Dev_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secreto renovado: el anterior ya no funciona.`)
};

export const dev_session = /** @type {(inputs: Dev_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sesión`)
};

export const dev_standing_approved = /** @type {(inputs: Dev_Standing_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eres un desarrollador aprobado.`)
};

export const dev_state = /** @type {(inputs: Dev_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

export const dev_state_approved = /** @type {(inputs: Dev_State_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aprobada`)
};

export const dev_state_declined = /** @type {(inputs: Dev_State_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rechazada`)
};

export const dev_state_requested = /** @type {(inputs: Dev_State_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pendiente`)
};

export const dev_status = /** @type {(inputs: Dev_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

export const dev_status_filter = /** @type {(inputs: Dev_Status_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado (404 o 4xx)`)
};

export const dev_time = /** @type {(inputs: Dev_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora`)
};

export const dev_type = /** @type {(inputs: Dev_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

export const dev_type_confidential = /** @type {(inputs: Dev_Type_ConfidentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`confidencial`)
};

export const dev_type_confidential_hint = /** @type {(inputs: Dev_Type_Confidential_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confidencial (un servidor que guarda un secreto)`)
};

export const dev_type_public = /** @type {(inputs: Dev_Type_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pública`)
};

export const dev_type_public_hint = /** @type {(inputs: Dev_Type_Public_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pública (una app de navegador o de móvil, solo PKCE)`)
};

export const dev_unconfirmed = /** @type {(inputs: Dev_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(sin confirmar)`)
};

export const dev_waiting_list = /** @type {(inputs: Dev_Waiting_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista de espera`)
};

export const digest_catches = /** @type {(inputs: Digest_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura registrada`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas registradas`)
	
};

export const digest_finished = /** @type {(inputs: Digest_FinishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} competición terminada`);
	return /** @type {LocalizedString} */ (`${i?.count} competiciones terminadas`)
	
};

export const digest_finished_list = /** @type {(inputs: Digest_Finished_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terminadas: ${i?.names}.`)
};

export const digest_grades = /** @type {(inputs: Digest_GradesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nivel asignado`);
	return /** @type {LocalizedString} */ (`${i?.count} niveles asignados`)
	
};

export const digest_heaviest = /** @type {(inputs: Digest_HeaviestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La más pesada de la semana: ${i?.species}, ${i?.weight}, de ${i?.diver}.`)
};

export const digest_highlights = /** @type {(inputs: Digest_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo más destacado:`)
};

export const digest_intro = /** @type {(inputs: Digest_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lo que pasó en ${i?.club} del ${i?.from} al ${i?.to}:`)
};

export const digest_members = /** @type {(inputs: Digest_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} miembro nuevo`);
	return /** @type {LocalizedString} */ (`${i?.count} miembros nuevos`)
	
};

export const digest_new_members = /** @type {(inputs: Digest_New_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenida a ${i?.names}.`)
};

export const digest_open = /** @type {(inputs: Digest_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La página del club: ${i?.link}`)
};

export const digest_published = /** @type {(inputs: Digest_PublishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} competición publicada`);
	return /** @type {LocalizedString} */ (`${i?.count} competiciones publicadas`)
	
};

export const digest_published_list = /** @type {(inputs: Digest_Published_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publicadas: ${i?.names}.`)
};

export const digest_record = /** @type {(inputs: Digest_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuevo récord del club en ${i?.species}: ${i?.weight}, de ${i?.diver}.`)
};

export const digest_records = /** @type {(inputs: Digest_RecordsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nuevo récord del club`);
	return /** @type {LocalizedString} */ (`${i?.count} nuevos récords del club`)
	
};

export const digest_subject = /** @type {(inputs: Digest_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.club}: la semana del ${i?.from} al ${i?.to}`)
};

export const email_label = /** @type {(inputs: Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

export const error_forbidden = /** @type {(inputs: Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta no puede abrir esta página.`)
};

export const error_form_expired = /** @type {(inputs: Error_Form_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este formulario ha caducado (quizá has entrado o salido de tu cuenta desde que se abrió). Vuelve atrás, recarga la página y envíalo de nuevo.`)
};

export const error_form_expired_title = /** @type {(inputs: Error_Form_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este formulario ha caducado`)
};

export const error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nada en esta dirección, o no tienes acceso a ello.`)
};

export const error_server = /** @type {(inputs: Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo ha fallado por nuestra parte; ya lo hemos registrado.`)
};

export const error_start_page = /** @type {(inputs: Error_Start_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a la página de inicio`)
};

export const error_title_400 = /** @type {(inputs: Error_Title_400Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ha funcionado`)
};

export const error_title_403 = /** @type {(inputs: Error_Title_403Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No permitido`)
};

export const error_title_404 = /** @type {(inputs: Error_Title_404Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página no encontrada`)
};

export const error_title_405 = /** @type {(inputs: Error_Title_405Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí no se permite`)
};

export const error_title_409 = /** @type {(inputs: Error_Title_409Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay un conflicto`)
};

export const error_title_413 = /** @type {(inputs: Error_Title_413Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiado grande`)
};

export const error_title_415 = /** @type {(inputs: Error_Title_415Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formato no aceptado`)
};

export const error_title_422 = /** @type {(inputs: Error_Title_422Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa lo que has enviado`)
};

export const error_title_429 = /** @type {(inputs: Error_Title_429Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos`)
};

export const error_title_503 = /** @type {(inputs: Error_Title_503Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No disponible en este momento`)
};

export const error_title_other = /** @type {(inputs: Error_Title_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo ha fallado`)
};

export const event_every_type = /** @type {(inputs: Event_Every_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los tipos`)
};

export const event_none = /** @type {(inputs: Event_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay eventos.`)
};

export const event_older = /** @type {(inputs: Event_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos anteriores →`)
};

export const event_show = /** @type {(inputs: Event_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar`)
};

export const event_summary = /** @type {(inputs: Event_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} ${i?.id} a las ${i?.time}`)
};

export const event_title = /** @type {(inputs: Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos`)
};

export const event_type = /** @type {(inputs: Event_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

export const footer_language = /** @type {(inputs: Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Has olvidado tu contraseña?`)
};

export const form_after_year = /** @type {(inputs: Form_After_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Debe ser posterior a ${i?.year}.`)
};

export const form_at_least = /** @type {(inputs: Form_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Debe ser como mínimo ${i?.limit}.`)
};

export const form_at_most = /** @type {(inputs: Form_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Debe ser como máximo ${i?.limit}.`)
};

export const form_choose_photo = /** @type {(inputs: Form_Choose_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una foto.`)
};

export const form_lat_lon_both = /** @type {(inputs: Form_Lat_Lon_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica latitud y longitud, o ninguna de las dos.`)
};

export const form_less_than = /** @type {(inputs: Form_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Debe ser menor que ${i?.limit}.`)
};

export const form_max_length = /** @type {(inputs: Form_Max_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Debe tener como máximo ${i?.count} carácter.`);
	return /** @type {LocalizedString} */ (`Debe tener como máximo ${i?.count} caracteres.`)
	
};

export const form_min_length = /** @type {(inputs: Form_Min_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Debe tener al menos ${i?.count} carácter.`);
	return /** @type {LocalizedString} */ (`Debe tener al menos ${i?.count} caracteres.`)
	
};

export const form_more_than = /** @type {(inputs: Form_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Debe ser mayor que ${i?.limit}.`)
};

export const form_not_a_time = /** @type {(inputs: Form_Not_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No es una fecha y hora válidas.`)
};

export const form_not_accepted = /** @type {(inputs: Form_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este valor no es válido.`)
};

export const form_not_empty = /** @type {(inputs: Form_Not_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No puede quedar vacío.`)
};

export const form_not_future = /** @type {(inputs: Form_Not_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No puede ser en el futuro.`)
};

export const form_number = /** @type {(inputs: Form_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debe ser un número.`)
};

export const form_one_of = /** @type {(inputs: Form_One_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una de las opciones.`)
};

export const form_required = /** @type {(inputs: Form_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es obligatorio.`)
};

export const form_time_zone = /** @type {(inputs: Form_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No es una zona horaria conocida.`)
};

export const form_unknown_species = /** @type {(inputs: Form_Unknown_SpeciesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay ninguna especie llamada «${i?.name}».`)
};

export const form_unknown_species_close = /** @type {(inputs: Form_Unknown_Species_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay ninguna especie llamada «${i?.name}». ¿Quizá: ${i?.matches}?`)
};

export const form_whole_number = /** @type {(inputs: Form_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debe ser un número entero.`)
};

export const guide_english_only = /** @type {(inputs: Guide_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las guías están escritas en inglés.`)
};

export const guide_guides = /** @type {(inputs: Guide_GuidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guías`)
};

export const guide_lead = /** @type {(inputs: Guide_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recorridos paso a paso por la API de catchd; la referencia completa está en ${i?.link}.`)
};

export const guide_not_found = /** @type {(inputs: Guide_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consulta la lista en ${i?.path}.`)
};

export const guide_not_found_title = /** @type {(inputs: Guide_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa guía no existe`)
};

export const guide_reference = /** @type {(inputs: Guide_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referencia`)
};

export const guide_title_errors = /** @type {(inputs: Guide_Title_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errores`)
};

export const guide_title_idempotent_retries = /** @type {(inputs: Guide_Title_Idempotent_RetriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reintentos idempotentes`)
};

export const guide_title_oauth_pkce = /** @type {(inputs: Guide_Title_Oauth_PkceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OAuth 2.0 con PKCE: actuar en nombre de otras personas`)
};

export const guide_title_paging_and_search = /** @type {(inputs: Guide_Title_Paging_And_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paginación y búsqueda`)
};

export const guide_title_quickstart = /** @type {(inputs: Guide_Title_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guía rápida: una clave, una primera captura, un primer webhook`)
};

export const home_boards = /** @type {(inputs: Home_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver las clasificaciones`)
};

export const home_lead = /** @type {(inputs: Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra, verifica y clasifica las capturas de pesca submarina del club.`)
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio`)
};

export const join_approval_lead = /** @type {(inputs: Join_Approval_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un administrador aprueba a los nuevos miembros; verás en qué punto está tu solicitud.`)
};

export const join_approve = /** @type {(inputs: Join_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprobar`)
};

export const join_approve_label = /** @type {(inputs: Join_Approve_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aprobar a ${i?.name}`)
};

export const join_approved_text = /** @type {(inputs: Join_Approved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta está lista: entra con tu correo y tu contraseña.`)
};

export const join_approved_title = /** @type {(inputs: Join_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya estás dentro`)
};

export const join_building_label = /** @type {(inputs: Join_Building_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué estás creando?`)
};

export const join_button = /** @type {(inputs: Join_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unirme`)
};

export const join_check_inbox_spam = /** @type {(inputs: Join_Check_Inbox_SpamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿No ha llegado nada en unos minutos? Mira en la carpeta de spam. Enviamos como mucho ${i?.count} correos así al día a una misma dirección.`)
};

export const join_check_inbox_text = /** @type {(inputs: Join_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hemos enviado un correo a ${i?.email}. Abre el enlace que contiene en las próximas 24 horas para continuar.`)
};

export const join_check_inbox_title = /** @type {(inputs: Join_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu correo`)
};

export const join_closed_add = /** @type {(inputs: Join_Closed_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ahora mismo no se une nadie (CATCHD_SIGNUP=closed): añade personas con «${i?.add}», más abajo.`)
};

export const join_closed_title = /** @type {(inputs: Join_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unirse al club`)
};

export const join_col_actions = /** @type {(inputs: Join_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones`)
};

export const join_col_decision = /** @type {(inputs: Join_Col_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decisión`)
};

export const join_col_link = /** @type {(inputs: Join_Col_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace`)
};

export const join_col_person = /** @type {(inputs: Join_Col_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persona`)
};

export const join_col_signed_up = /** @type {(inputs: Join_Col_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitado`)
};

export const join_confirm_address_text = /** @type {(inputs: Join_Confirm_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirma ${i?.email} para continuar.`)
};

export const join_confirm_address_title = /** @type {(inputs: Join_Confirm_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu dirección`)
};

export const join_decline = /** @type {(inputs: Join_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar`)
};

export const join_decline_label = /** @type {(inputs: Join_Decline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechazar a ${i?.name}`)
};

export const join_declined_text = /** @type {(inputs: Join_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un administrador ha rechazado esta solicitud.`)
};

export const join_declined_title = /** @type {(inputs: Join_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud rechazada`)
};

export const join_early_access_closed_text = /** @type {(inputs: Join_Early_Access_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí el registro de acceso anticipado está desactivado. Si tienes cuenta, entra y haz la solicitud en el portal para desarrolladores.`)
};

export const join_early_access_closed_title = /** @type {(inputs: Join_Early_Access_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El registro de acceso anticipado está cerrado`)
};

export const join_early_access_lead = /** @type {(inputs: Join_Early_Access_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una cuenta en este catchd y tu solicitud de acceso para desarrolladores, de una vez. Un administrador decide sobre la solicitud.`)
};

export const join_have_account = /** @type {(inputs: Join_Have_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Ya tienes cuenta? ${i?.link}.`)
};

export const join_invitation_title = /** @type {(inputs: Join_Invitation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete a catchd`)
};

export const join_invitations = /** @type {(inputs: Join_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitaciones`)
};

export const join_invite = /** @type {(inputs: Join_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitar`)
};

export const join_invited_as = /** @type {(inputs: Join_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te han invitado como ${i?.role} con la dirección ${i?.email}. Elige tu nombre y tu contraseña.`)
};

export const join_link_expired = /** @type {(inputs: Join_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`caducado`)
};

export const join_link_mailed = /** @type {(inputs: Join_Link_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El enlace se envía por correo a esa dirección.`)
};

export const join_link_shown = /** @type {(inputs: Join_Link_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay correo configurado: recibirás el enlace para pasarlo tú.`)
};

export const join_link_to_pass_on = /** @type {(inputs: Join_Link_To_Pass_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El enlace de invitación para ${i?.email} funciona una vez, durante siete días: pásalo tú mismo (no hay correo configurado).`)
};

export const join_link_until = /** @type {(inputs: Join_Link_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hasta ${i?.time}`)
};

export const join_mail_approved_body = /** @type {(inputs: Join_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu solicitud en ${i?.url} está aprobada. Entra con tu correo y tu contraseña:

${i?.link}`)
};

export const join_mail_approved_subject = /** @type {(inputs: Join_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenido a catchd`)
};

export const join_mail_confirm_body = /** @type {(inputs: Join_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien ha pedido unirse a catchd en ${i?.url} con esta dirección de correo.

Si has sido tú, abre este enlace en las próximas 24 horas para confirmarla:

${i?.link}

Si no has sido tú, ignora este correo: sin el enlace no pasa nada.`)
};

export const join_mail_confirm_subject = /** @type {(inputs: Join_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu correo para catchd`)
};

export const join_mail_declined_body = /** @type {(inputs: Join_Mail_Declined_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un administrador ha rechazado tu solicitud en ${i?.url}.`)
};

export const join_mail_declined_subject = /** @type {(inputs: Join_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud en catchd ha sido rechazada`)
};

export const join_mail_invitation_body = /** @type {(inputs: Join_Mail_Invitation_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un administrador te invita a unirte a catchd en ${i?.url} como ${i?.role}.

Abre este enlace para elegir tu nombre y tu contraseña. Funciona una vez, hasta el ${i?.until}:

${i?.link}

Si no te lo esperabas, ignora este correo.`)
};

export const join_mail_invitation_subject = /** @type {(inputs: Join_Mail_Invitation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te invitan a unirte a catchd`)
};

export const join_mail_known_account = /** @type {(inputs: Join_Mail_Known_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta dirección ya tiene una cuenta allí. Si has sido tú, entra directamente (si has olvidado la contraseña, la página de entrada te ayuda):`)
};

export const join_mail_known_body = /** @type {(inputs: Join_Mail_Known_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien ha intentado registrarse en catchd en ${i?.url} con esta dirección de correo.

${i?.why}

${i?.link}

Si no has sido tú, ignora este correo: no ha cambiado nada.`)
};

export const join_mail_known_declined = /** @type {(inputs: Join_Mail_Known_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una solicitud con esta dirección ya se rechazó. Pregunta a un administrador del club si crees que es un error. La página de entrada:`)
};

export const join_mail_known_subject = /** @type {(inputs: Join_Mail_Known_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien ha intentado registrarse en catchd con tu dirección`)
};

export const join_mail_known_waiting = /** @type {(inputs: Join_Mail_Known_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya hay una solicitud con esta dirección esperando la decisión de un administrador; recibirás un correo cuando se tome. La página de entrada:`)
};

export const join_mail_sign_off = /** @type {(inputs: Join_Mail_Sign_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd en ${i?.url}`)
};

export const join_name_label = /** @type {(inputs: Join_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre (el que verán los demás)`)
};

export const join_new_link = /** @type {(inputs: Join_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo enlace`)
};

export const join_new_link_label = /** @type {(inputs: Join_New_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Crear un nuevo enlace de invitación para ${i?.email}`)
};

export const join_no_invitations = /** @type {(inputs: Join_No_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay invitaciones pendientes.`)
};

export const join_nobody_waiting = /** @type {(inputs: Join_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nadie esperando.`)
};

export const join_password_label = /** @type {(inputs: Join_Password_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contraseña (al menos ${i?.min} caracteres)`)
};

export const join_pending_invitations = /** @type {(inputs: Join_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitaciones pendientes`)
};

export const join_qr_label = /** @type {(inputs: Join_Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código QR del enlace de invitación para ${i?.email}`)
};

export const join_refused_building = /** @type {(inputs: Join_Refused_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta en pocas palabras qué estás creando.`)
};

export const join_refused_email = /** @type {(inputs: Join_Refused_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debe ser una dirección de correo.`)
};

export const join_refused_too_long = /** @type {(inputs: Join_Refused_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puede tener como máximo ${i?.max} caracteres.`)
};

export const join_requested_text = /** @type {(inputs: Join_Requested_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu dirección está confirmada y tu solicitud espera la decisión de un administrador. Guarda la dirección de esta página para volver y ver cómo va.`)
};

export const join_revoke = /** @type {(inputs: Join_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anular`)
};

export const join_revoke_label = /** @type {(inputs: Join_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anular la invitación a ${i?.email}`)
};

export const join_scan_it = /** @type {(inputs: Join_Scan_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O deja que lo escaneen desde esta pantalla:`)
};

export const join_send_again = /** @type {(inputs: Join_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar`)
};

export const join_send_again_label = /** @type {(inputs: Join_Send_Again_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reenviar la invitación a ${i?.email}`)
};

export const join_set_up_text = /** @type {(inputs: Join_Set_Up_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya hay un administrador, así que los enlaces de configuración ya no funcionan.`)
};

export const join_set_up_title = /** @type {(inputs: Join_Set_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd ya está configurado`)
};

export const join_setup_button = /** @type {(inputs: Join_Setup_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear la cuenta de administrador`)
};

export const join_setup_lead = /** @type {(inputs: Join_Setup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie administra todavía este catchd. Crea el primer administrador: tú.`)
};

export const join_setup_link_text = /** @type {(inputs: Join_Setup_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de configuración ha caducado o está mal escrito. Reinicia catchd: mientras no haya administrador, al arrancar muestra un enlace nuevo.`)
};

export const join_setup_link_title = /** @type {(inputs: Join_Setup_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace de configuración no válido`)
};

export const join_setup_title = /** @type {(inputs: Join_Setup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configura catchd`)
};

export const join_share_button = /** @type {(inputs: Join_Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir el enlace…`)
};

export const join_share_text = /** @type {(inputs: Join_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu invitación a ${i?.club}, para ${i?.email}:`)
};

export const join_share_title = /** @type {(inputs: Join_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Únete a ${i?.club} en catchd`)
};

export const join_sign_up_and_apply = /** @type {(inputs: Join_Sign_Up_And_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrarme y solicitar`)
};

export const join_sign_ups_waiting = /** @type {(inputs: Join_Sign_Ups_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes pendientes`)
};

export const join_waiting_text = /** @type {(inputs: Join_Waiting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud espera la decisión de un administrador. Cuando la aprueben, entra con tu correo y tu contraseña.`)
};

export const join_waiting_title = /** @type {(inputs: Join_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente de un administrador`)
};

export const leave_choose_catches = /** @type {(inputs: Leave_Choose_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige qué pasa con tus capturas.`)
};

export const leave_confirm_word = /** @type {(inputs: Leave_Confirm_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eliminar`)
};

export const leave_danger_zone = /** @type {(inputs: Leave_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona de peligro`)
};

export const leave_delete_button = /** @type {(inputs: Leave_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar mi cuenta…`)
};

export const leave_delete_catches = /** @type {(inputs: Leave_Delete_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar mis capturas y sus fotos`)
};

export const leave_delete_heading = /** @type {(inputs: Leave_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar mi cuenta`)
};

export const leave_delete_lead = /** @type {(inputs: Leave_Delete_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu nombre y tu correo desaparecen y dejan de funcionar todas las formas de entrar. No se puede deshacer.`)
};

export const leave_download = /** @type {(inputs: Leave_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar mis datos`)
};

export const leave_download_what = /** @type {(inputs: Leave_Download_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un archivo zip: tus capturas (JSON y CSV), verificaciones, fotos, claves de API y apps (sin secretos) y llaves de acceso (nombres y fechas).`)
};

export const leave_final_button = /** @type {(inputs: Leave_Final_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar mi cuenta para siempre`)
};

export const leave_final_delete = /** @type {(inputs: Leave_Final_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus capturas y sus fotos se eliminan.`)
};

export const leave_final_gone = /** @type {(inputs: Leave_Final_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se eliminan ${i?.email} y tu nombre; todas las sesiones, llaves de acceso y claves de API dejan de funcionar.`)
};

export const leave_final_keep = /** @type {(inputs: Leave_Final_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tus capturas se quedan en las clasificaciones, como «${i?.name}».`)
};

export const leave_final_title = /** @type {(inputs: Leave_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar tu cuenta para siempre?`)
};

export const leave_keep_account = /** @type {(inputs: Leave_Keep_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No, mantener mi cuenta`)
};

export const leave_keep_catches = /** @type {(inputs: Leave_Keep_CatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mantener mis capturas en las clasificaciones, como «${i?.name}»`)
};

export const leave_password = /** @type {(inputs: Leave_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña, para confirmar`)
};

export const leave_type_email = /** @type {(inputs: Leave_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribe tu correo (${i?.email}) para confirmar`)
};

export const leave_type_word = /** @type {(inputs: Leave_Type_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribe ${i?.word} para continuar`)
};

export const leave_word_refused = /** @type {(inputs: Leave_Word_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No es «${i?.word}»: escribe la palabra para continuar.`)
};

export const leave_your_catches = /** @type {(inputs: Leave_Your_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus capturas`)
};

export const leave_your_data = /** @type {(inputs: Leave_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus datos`)
};

export const live_off = /** @type {(inputs: Live_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las actualizaciones en directo están desactivadas: recarga la página para ver lo último.`)
};

export const live_on = /** @type {(inputs: Live_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En directo: se actualiza a medida que se registran y verifican capturas.`)
};

export const live_updated = /** @type {(inputs: Live_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Actualizado a las ${i?.time}`)
};

export const nav_admin = /** @type {(inputs: Nav_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administración`)
};

export const nav_competitions = /** @type {(inputs: Nav_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competiciones`)
};

export const nav_developers = /** @type {(inputs: Nav_DevelopersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desarrolladores`)
};

export const nav_leaderboards = /** @type {(inputs: Nav_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificaciones`)
};

export const nav_log_catch = /** @type {(inputs: Nav_Log_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar captura`)
};

export const nav_main = /** @type {(inputs: Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal`)
};

export const nav_menu = /** @type {(inputs: Nav_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menú`)
};

export const nav_my_catches = /** @type {(inputs: Nav_My_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis capturas`)
};

export const nav_species = /** @type {(inputs: Nav_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especies`)
};

export const nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas`)
};

export const nav_unread = /** @type {(inputs: Nav_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Notificaciones: ${i?.count} sin leer`);
	return /** @type {LocalizedString} */ (`Notificaciones: ${i?.count} sin leer`)
	
};

export const nav_verify = /** @type {(inputs: Nav_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar`)
};

export const nav_your_account = /** @type {(inputs: Nav_Your_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: tu cuenta`)
};

export const notice_account_deleted = /** @type {(inputs: Notice_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta se ha eliminado. Gracias por bucear con nosotros.`)
};

export const notice_app_deleted = /** @type {(inputs: Notice_App_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La aplicación se ha eliminado.`)
};

export const notice_app_revoked = /** @type {(inputs: Notice_App_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revocado: los tokens de la aplicación ya no sirven.`)
};

export const notice_app_saved = /** @type {(inputs: Notice_App_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La aplicación se ha guardado.`)
};

export const notice_application_approved = /** @type {(inputs: Notice_Application_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud aprobada.`)
};

export const notice_application_declined = /** @type {(inputs: Notice_Application_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud rechazada.`)
};

export const notice_applied = /** @type {(inputs: Notice_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias: hemos recibido tu solicitud.`)
};

export const notice_delivery_queued = /** @type {(inputs: Notice_Delivery_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a estar en cola.`)
};

export const notice_disabled = /** @type {(inputs: Notice_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivado.`)
};

export const notice_email_changed = /** @type {(inputs: Notice_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu dirección de correo ha cambiado.`)
};

export const notice_email_confirm_sent = /** @type {(inputs: Notice_Email_Confirm_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya casi está: abre el enlace que hemos enviado a la nueva dirección. Hasta entonces, tu dirección sigue siendo la de antes.`)
};

export const notice_enabled = /** @type {(inputs: Notice_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activado.`)
};

export const notice_endpoint_deleted = /** @type {(inputs: Notice_Endpoint_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El endpoint se ha eliminado.`)
};

export const notice_grade_refused = /** @type {(inputs: Notice_Grade_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazada: la captura queda sin verificar.`)
};

export const notice_graded_bronze = /** @type {(inputs: Notice_Graded_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel bronce asignado.`)
};

export const notice_graded_gold = /** @type {(inputs: Notice_Graded_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel oro asignado.`)
};

export const notice_graded_silver = /** @type {(inputs: Notice_Graded_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel plata asignado.`)
};

export const notice_invitation_resent = /** @type {(inputs: Notice_Invitation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La invitación se ha vuelto a enviar, con un enlace nuevo.`)
};

export const notice_invitation_revoked = /** @type {(inputs: Notice_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La invitación se ha anulado: su enlace ya no funciona.`)
};

export const notice_invited = /** @type {(inputs: Notice_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La invitación va en camino.`)
};

export const notice_key_revoked = /** @type {(inputs: Notice_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clave se ha revocado.`)
};

export const notice_passkey_added = /** @type {(inputs: Notice_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llave de acceso añadida: la próxima vez entra con ella, sin contraseña.`)
};

export const notice_passkey_removed = /** @type {(inputs: Notice_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llave de acceso eliminada: ya no sirve para entrar.`)
};

export const notice_passkey_renamed = /** @type {(inputs: Notice_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La llave de acceso tiene nuevo nombre.`)
};

export const notice_password_changed = /** @type {(inputs: Notice_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña ha cambiado; se han cerrado todas las demás sesiones.`)
};

export const notice_person_added = /** @type {(inputs: Notice_Person_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La persona se ha añadido.`)
};

export const notice_role_changed = /** @type {(inputs: Notice_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rol cambiado.`)
};

export const notice_saved = /** @type {(inputs: Notice_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardado.`)
};

export const notice_second_factor_removed = /** @type {(inputs: Notice_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La aplicación de autenticación se ha quitado; se han cerrado todas las demás sesiones.`)
};

export const notice_second_factor_reset = /** @type {(inputs: Notice_Second_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segundo factor restablecido: la persona ha salido de todas sus sesiones y puede configurar uno nuevo.`)
};

export const notice_secret_rotated = /** @type {(inputs: Notice_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El secreto se ha renovado.`)
};

export const notice_session_ended = /** @type {(inputs: Notice_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa sesión se ha cerrado.`)
};

export const notice_sessions_ended = /** @type {(inputs: Notice_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se han cerrado todas las demás sesiones.`)
};

export const notice_setup_done = /** @type {(inputs: Notice_Setup_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya eres el administrador. Invita a la gente aquí debajo.`)
};

export const notice_sign_up_approved = /** @type {(inputs: Notice_Sign_Up_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro aprobado: la persona ya puede entrar.`)
};

export const notice_sign_up_declined = /** @type {(inputs: Notice_Sign_Up_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro rechazado.`)
};

export const notice_test_sent = /** @type {(inputs: Notice_Test_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un evento de prueba va en camino.`)
};

export const notice_welcome = /** @type {(inputs: Notice_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Te damos la bienvenida a catchd!`)
};

export const notify_all = /** @type {(inputs: Notify_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas`)
};

export const notify_board_catch_count = /** @type {(inputs: Notify_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`número de capturas`)
};

export const notify_board_deepest = /** @type {(inputs: Notify_Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`captura más profunda`)
};

export const notify_board_heaviest = /** @type {(inputs: Notify_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pieza más pesada`)
};

export const notify_board_left = /** @type {(inputs: Notify_Board_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Has salido del top 10 de la clasificación «${i?.board}» (estabas en el puesto ${i?.old}).`)
};

export const notify_board_moved = /** @type {(inputs: Notify_Board_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Has pasado del puesto ${i?.old} al ${i?.new} en la clasificación «${i?.board}».`)
};

export const notify_board_season = /** @type {(inputs: Notify_Board_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`temporada ${i?.season}`)
};

export const notify_board_title = /** @type {(inputs: Notify_Board_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te han adelantado en una clasificación`)
};

export const notify_board_total_weight = /** @type {(inputs: Notify_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`peso total`)
};

export const notify_boards_more = /** @type {(inputs: Notify_Boards_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Y ${i?.count} clasificación más.`);
	return /** @type {LocalizedString} */ (`Y ${i?.count} clasificaciones más.`)
	
};

export const notify_boards_title = /** @type {(inputs: Notify_Boards_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Te han adelantado en ${i?.count} clasificación`);
	return /** @type {LocalizedString} */ (`Te han adelantado en ${i?.count} clasificaciones`)
	
};

export const notify_catch_graded_text = /** @type {(inputs: Notify_Catch_Graded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un verificador asignó a tu captura de ${i?.species} el nivel ${i?.tier} (antes: ${i?.previous}).`)
};

export const notify_catch_graded_title = /** @type {(inputs: Notify_Catch_Graded_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu captura recibió el nivel ${i?.tier}`)
};

export const notify_catch_refused_text = /** @type {(inputs: Notify_Catch_Refused_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un verificador rechazó tu captura de ${i?.species}.`)
};

export const notify_catch_refused_title = /** @type {(inputs: Notify_Catch_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu captura fue rechazada`)
};

export const notify_choose = /** @type {(inputs: Notify_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige qué te llega y por dónde`)
};

export const notify_developer_text = /** @type {(inputs: Notify_Developer_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} solicita acceso de desarrollador.`)
};

export const notify_developer_title = /** @type {(inputs: Notify_Developer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una solicitud de desarrollador te espera`)
};

export const notify_digest_title = /** @type {(inputs: Notify_Digest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La semana en ${i?.club}`)
};

export const notify_email = /** @type {(inputs: Notify_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo`)
};

export const notify_email_daily = /** @type {(inputs: Notify_Email_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen diario`)
};

export const notify_email_instant = /** @type {(inputs: Notify_Email_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo al momento`)
};

export const notify_email_off = /** @type {(inputs: Notify_Email_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin correo`)
};

export const notify_email_weekly = /** @type {(inputs: Notify_Email_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen semanal`)
};

export const notify_final_text = /** @type {(inputs: Notify_Final_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los resultados de ${i?.competition} son definitivos.`)
};

export const notify_final_title = /** @type {(inputs: Notify_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya están los resultados definitivos`)
};

export const notify_in_app = /** @type {(inputs: Notify_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En la aplicación`)
};

export const notify_kind_board_overtaken = /** @type {(inputs: Notify_Kind_Board_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien te adelanta en el top 10 de una clasificación`)
};

export const notify_kind_catch_graded = /** @type {(inputs: Notify_Kind_Catch_GradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una de tus capturas recibe un nivel o se rechaza`)
};

export const notify_kind_club_digest = /** @type {(inputs: Notify_Kind_Club_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un resumen semanal de la actividad del club (administradores)`)
};

export const notify_kind_competition_overtaken = /** @type {(inputs: Notify_Kind_Competition_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien adelanta a tu inscripción en el top 10 de una competición`)
};

export const notify_kind_competition_published = /** @type {(inputs: Notify_Kind_Competition_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se publica una competición`)
};

export const notify_kind_competition_results = /** @type {(inputs: Notify_Kind_Competition_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados provisionales o definitivos de una competición en la que participas`)
};

export const notify_kind_developer_application_waiting = /** @type {(inputs: Notify_Kind_Developer_Application_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una solicitud de acceso para desarrolladores espera respuesta (administradores)`)
};

export const notify_kind_protest_on_entry = /** @type {(inputs: Notify_Kind_Protest_On_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien presenta una reclamación contra tu inscripción en una competición`)
};

export const notify_kind_sign_up_waiting = /** @type {(inputs: Notify_Kind_Sign_Up_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una solicitud de alta espera aprobación (administradores)`)
};

export const notify_kind_verification_requested = /** @type {(inputs: Notify_Kind_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien pide que se verifique una captura (verificadores y administradores)`)
};

export const notify_mail_choices = /** @type {(inputs: Notify_Mail_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todas tus preferencias: ${i?.link}`)
};

export const notify_mail_more = /** @type {(inputs: Notify_Mail_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Y ${i?.count} más: ${i?.link}`);
	return /** @type {LocalizedString} */ (`Y ${i?.count} más: ${i?.link}`)
	
};

export const notify_mail_stop = /** @type {(inputs: Notify_Mail_StopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para dejar de recibir estos correos (y solo estos): ${i?.link}`)
};

export const notify_mail_subject_many = /** @type {(inputs: Notify_Mail_Subject_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} notificación (${i?.kind})`);
	return /** @type {LocalizedString} */ (`${i?.count} notificaciones (${i?.kind})`)
	
};

export const notify_mail_why = /** @type {(inputs: Notify_Mail_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibes este correo por lo que elegiste para «${i?.kind}».`)
};

export const notify_mark_all_read = /** @type {(inputs: Notify_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar todas como leídas`)
};

export const notify_no_devices = /** @type {(inputs: Notify_No_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún dispositivo recibe avisos todavía.`)
};

export const notify_nothing_unread = /** @type {(inputs: Notify_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nada sin leer.`)
};

export const notify_nothing_yet = /** @type {(inputs: Notify_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía nada: aquí verás lo que pase con tus capturas, clasificaciones y competiciones.`)
};

export const notify_overtaken_left = /** @type {(inputs: Notify_Overtaken_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu inscripción ha salido del top 10 de ${i?.competition} (estaba en el puesto ${i?.old}).`)
};

export const notify_overtaken_moved = /** @type {(inputs: Notify_Overtaken_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu inscripción ha pasado del puesto ${i?.old} al ${i?.new} en la clasificación de ${i?.competition}.`)
};

export const notify_overtaken_title = /** @type {(inputs: Notify_Overtaken_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te han adelantado en ${i?.competition}`)
};

export const notify_page_title = /** @type {(inputs: Notify_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones`)
};

export const notify_protest_catch_text = /** @type {(inputs: Notify_Protest_Catch_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien ha presentado una reclamación contra una captura de tu inscripción en ${i?.competition}; un administrador decidirá.`)
};

export const notify_protest_entry_text = /** @type {(inputs: Notify_Protest_Entry_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien ha presentado una reclamación contra tu inscripción en ${i?.competition}; un administrador decidirá.`)
};

export const notify_protest_title = /** @type {(inputs: Notify_Protest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una reclamación contra tu inscripción`)
};

export const notify_provisional_text = /** @type {(inputs: Notify_Provisional_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los resultados de ${i?.competition} son provisionales: puedes presentar reclamaciones hasta que sean definitivos.`)
};

export const notify_provisional_title = /** @type {(inputs: Notify_Provisional_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya están los resultados provisionales`)
};

export const notify_published_text = /** @type {(inputs: Notify_Published_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya puedes inscribirte en ${i?.competition}.`)
};

export const notify_published_title = /** @type {(inputs: Notify_Published_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una nueva competición`)
};

export const notify_push_heading = /** @type {(inputs: Notify_Push_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avisos en tus dispositivos`)
};

export const notify_push_off = /** @type {(inputs: Notify_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivar los avisos en este dispositivo`)
};

export const notify_push_on = /** @type {(inputs: Notify_Push_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activar los avisos en este dispositivo`)
};

export const notify_push_unavailable = /** @type {(inputs: Notify_Push_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este servidor no puede enviar avisos a dispositivos.`)
};

export const notify_reason = /** @type {(inputs: Notify_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo: ${i?.note}`)
};

export const notify_save = /** @type {(inputs: Notify_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

export const notify_settings_heading = /** @type {(inputs: Notify_Settings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué te llega y por dónde`)
};

export const notify_sign_up_text = /** @type {(inputs: Notify_Sign_Up_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} quiere unirse al club.`)
};

export const notify_sign_up_title = /** @type {(inputs: Notify_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una solicitud de alta te espera`)
};

export const notify_since = /** @type {(inputs: Notify_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desde ${i?.time}`)
};

export const notify_stop_push = /** @type {(inputs: Notify_Stop_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar de avisar ahí`)
};

export const notify_tier_bronze = /** @type {(inputs: Notify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronce`)
};

export const notify_tier_gold = /** @type {(inputs: Notify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oro`)
};

export const notify_tier_silver = /** @type {(inputs: Notify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`plata`)
};

export const notify_tier_unverified = /** @type {(inputs: Notify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin verificar`)
};

export const notify_unread = /** @type {(inputs: Notify_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin leer`)
};

export const notify_unread_only = /** @type {(inputs: Notify_Unread_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo sin leer`)
};

export const notify_unsubscribe_button = /** @type {(inputs: Notify_Unsubscribe_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar de recibirlos`)
};

export const notify_unsubscribe_explain = /** @type {(inputs: Notify_Unsubscribe_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya no recibirás correos de «${i?.kind}». Los demás tipos y la aplicación seguirán igual.`)
};

export const notify_unsubscribe_invalid = /** @type {(inputs: Notify_Unsubscribe_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este enlace para darte de baja no es válido. Tus preferencias están en ${i?.link}.`)
};

export const notify_unsubscribe_invalid_title = /** @type {(inputs: Notify_Unsubscribe_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace no válido`)
};

export const notify_unsubscribe_question = /** @type {(inputs: Notify_Unsubscribe_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Dejar de recibir estos correos?`)
};

export const notify_unsubscribe_title = /** @type {(inputs: Notify_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar de recibir estos correos`)
};

export const notify_unsubscribed_heading = /** @type {(inputs: Notify_Unsubscribed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hecho`)
};

export const notify_unsubscribed_text = /** @type {(inputs: Notify_Unsubscribed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No recibirás más correos de «${i?.kind}». Si cambias de idea, ve a ${i?.link}.`)
};

export const notify_unsubscribed_title = /** @type {(inputs: Notify_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baja confirmada`)
};

export const notify_verification_requested_text = /** @type {(inputs: Notify_Verification_Requested_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.diver} pide que se verifique su captura de ${i?.species}.`)
};

export const notify_verification_requested_title = /** @type {(inputs: Notify_Verification_Requested_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una captura espera verificación`)
};

export const notify_your_account = /** @type {(inputs: Notify_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta`)
};

export const notify_your_notifications = /** @type {(inputs: Notify_Your_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus notificaciones`)
};

export const oauth_afterwards = /** @type {(inputs: Oauth_AfterwardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puedes retirar el permiso cuando quieras. Después volverás a ${i?.destination}.`)
};

export const oauth_allow = /** @type {(inputs: Oauth_AllowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permitir`)
};

export const oauth_allow_question = /** @type {(inputs: Oauth_Allow_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Das permiso a ${i?.app}?`)
};

export const oauth_allow_title = /** @type {(inputs: Oauth_Allow_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Permitir ${i?.app}`)
};

export const oauth_app_disabled = /** @type {(inputs: Oauth_App_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La aplicación que te trajo aquí está desactivada.`)
};

export const oauth_deny = /** @type {(inputs: Oauth_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denegar`)
};

export const oauth_link_broken = /** @type {(inputs: Oauth_Link_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de acceso no funciona`)
};

export const oauth_no_client = /** @type {(inputs: Oauth_No_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La petición no indica ninguna aplicación (falta client_id).`)
};

export const oauth_no_redirect = /** @type {(inputs: Oauth_No_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La petición no tiene redirect_uri y la aplicación tiene varios.`)
};

export const oauth_repeated_redirect = /** @type {(inputs: Oauth_Repeated_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La petición repite redirect_uri.`)
};

export const oauth_unknown_app = /** @type {(inputs: Oauth_Unknown_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La aplicación que te trajo aquí no está registrada.`)
};

export const oauth_unregistered_redirect = /** @type {(inputs: Oauth_Unregistered_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La aplicación pidió enviarte a una dirección que no tiene registrada, así que nos detuvimos aquí.`)
};

export const oauth_wants = /** @type {(inputs: Oauth_WantsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} quiere usar tu cuenta de catchd, ${i?.person} (${i?.email}). Si le das permiso, podrá:`)
};

export const oauth_withheld = /** @type {(inputs: Oauth_WithheldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`También pidió cosas que tu cuenta no puede hacer y que no recibirá: ${i?.scopes}.`)
};

export const offline_back_in_reach = /** @type {(inputs: Offline_Back_In_ReachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De nuevo con cobertura: esta página es la última copia guardada en este teléfono, del ${i?.time}. Recárgala para ver lo más reciente.`)
};

export const offline_caught = /** @type {(inputs: Offline_CaughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`capturada el ${i?.time}`)
};

export const offline_discard = /** @type {(inputs: Offline_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar`)
};

export const offline_dismiss = /** @type {(inputs: Offline_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

export const offline_fix = /** @type {(inputs: Offline_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corregir`)
};

export const offline_fix_elsewhere = /** @type {(inputs: Offline_Fix_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrígela en la página de registrar captura`)
};

export const offline_fixing = /** @type {(inputs: Offline_FixingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrige esta captura y guárdala de nuevo; espera aquí hasta que se envíe.`)
};

export const offline_no_connection = /** @type {(inputs: Offline_No_ConnectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sin conexión: esta página es la última copia guardada en este teléfono, del ${i?.time}.`)
};

export const offline_open_catch = /** @type {(inputs: Offline_Open_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abrir la captura`)
};

export const offline_outbox_title = /** @type {(inputs: Offline_Outbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En este teléfono`)
};

export const offline_page_heading = /** @type {(inputs: Offline_Page_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin cobertura, y esta página no está en este teléfono`)
};

export const offline_page_text = /** @type {(inputs: Offline_Page_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aquí se guardan las páginas que abriste con la sesión iniciada. ${i?.link}: se guarda en este teléfono y se envía cuando vuelvas a tener cobertura.`)
};

export const offline_page_title = /** @type {(inputs: Offline_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin conexión`)
};

export const offline_photos = /** @type {(inputs: Offline_PhotosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} foto`);
	return /** @type {LocalizedString} */ (`${i?.count} fotos`)
	
};

export const offline_saved = /** @type {(inputs: Offline_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Captura guardada.`)
};

export const offline_saving = /** @type {(inputs: Offline_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando en este teléfono…`)
};

export const offline_sent_saved = /** @type {(inputs: Offline_Sent_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada y guardada:`)
};

export const offline_sign_in_again = /** @type {(inputs: Offline_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a entrar para enviar lo pendiente`)
};

export const offline_sign_in_to_send = /** @type {(inputs: Offline_Sign_In_To_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a entrar para enviarlas.`)
};

export const offline_sign_out_question = /** @type {(inputs: Offline_Sign_Out_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura está guardada en este teléfono y aún no se ha enviado. Si cierras sesión, se pierde. ¿Cerrar sesión de todos modos?`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas están guardadas en este teléfono y aún no se han enviado. Si cierras sesión, se pierden. ¿Cerrar sesión de todos modos?`)
	
};

export const offline_state_refused = /** @type {(inputs: Offline_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazada: corrígela`)
};

export const offline_state_sent = /** @type {(inputs: Offline_State_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada, con un problema`)
};

export const offline_state_waiting = /** @type {(inputs: Offline_State_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente de envío`)
};

export const offline_unnamed_species = /** @type {(inputs: Offline_Unnamed_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especie sin indicar`)
};

export const offline_waiting = /** @type {(inputs: Offline_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Guardada en este teléfono: ${i?.count} pendiente de envío.`);
	return /** @type {LocalizedString} */ (`Guardadas en este teléfono: ${i?.count} pendientes de envío.`)
	
};

export const offline_you_are_offline = /** @type {(inputs: Offline_You_Are_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás sin conexión. Las capturas que registres se guardan en este teléfono y se envían cuando vuelvas a tener cobertura.`)
};

export const or = /** @type {(inputs: OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o`)
};

export const pager_label = /** @type {(inputs: Pager_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas`)
};

export const pager_next = /** @type {(inputs: Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente →`)
};

export const pager_page = /** @type {(inputs: Pager_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page}`)
};

export const pager_page_of = /** @type {(inputs: Pager_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page} de ${i?.last}`)
};

export const pager_previous = /** @type {(inputs: Pager_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Anterior`)
};

export const passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir una llave de acceso`)
};

export const passkey_added = /** @type {(inputs: Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadida`)
};

export const passkey_confirm_to_add = /** @type {(inputs: Passkey_Confirm_To_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} para añadir una llave de acceso.`)
};

export const passkey_default_name = /** @type {(inputs: Passkey_Default_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi llave de acceso`)
};

export const passkey_heading = /** @type {(inputs: Passkey_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llaves de acceso`)
};

export const passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último uso`)
};

export const passkey_lead = /** @type {(inputs: Passkey_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entra con tu huella, tu cara, el bloqueo de pantalla o una llave de seguridad: sin contraseña.`)
};

export const passkey_name_of = /** @type {(inputs: Passkey_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nombre de la llave de acceso ${i?.name}`)
};

export const passkey_never = /** @type {(inputs: Passkey_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunca`)
};

export const passkey_new_name = /** @type {(inputs: Passkey_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la nueva llave de acceso`)
};

export const passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no tienes llaves de acceso.`)
};

export const passkey_remove = /** @type {(inputs: Passkey_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

export const passkey_remove_label = /** @type {(inputs: Passkey_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar la llave de acceso ${i?.name}`)
};

export const passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renombrar`)
};

export const passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renombrar la llave de acceso ${i?.name}`)
};

export const passkey_sign_in = /** @type {(inputs: Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar con una llave de acceso`)
};

export const passkey_yours = /** @type {(inputs: Passkey_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus llaves de acceso`)
};

export const password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña`)
};

export const people_access = /** @type {(inputs: People_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso`)
};

export const people_access_legend = /** @type {(inputs: People_Access_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abierto a todo el mundo, sin entrar`)
};

export const people_access_note = /** @type {(inputs: People_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo lo demás (registrar, verificar, administrar) siempre necesita una cuenta.`)
};

export const people_active = /** @type {(inputs: People_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activa`)
};

export const people_activity = /** @type {(inputs: People_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actividad`)
};

export const people_activity_of = /** @type {(inputs: People_Activity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Actividad de ${i?.name}`)
};

export const people_add = /** @type {(inputs: People_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir`)
};

export const people_add_person = /** @type {(inputs: People_Add_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir una persona`)
};

export const people_area_divers = /** @type {(inputs: People_Area_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de buceadores: la mejor captura de cada uno por especie`)
};

export const people_area_leaderboards = /** @type {(inputs: People_Area_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificaciones y la clasificación para insertar en la web del club`)
};

export const people_area_species = /** @type {(inputs: People_Area_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de especies: nombres, fotos, récords y capturas verificadas recientes`)
};

export const people_back = /** @type {(inputs: People_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a las personas`)
};

export const people_change_role = /** @type {(inputs: People_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar rol`)
};

export const people_deleted = /** @type {(inputs: People_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta eliminada`)
};

export const people_disable = /** @type {(inputs: People_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivar`)
};

export const people_disable_label = /** @type {(inputs: People_Disable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desactivar a ${i?.name}`)
};

export const people_disabled = /** @type {(inputs: People_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivada`)
};

export const people_enable = /** @type {(inputs: People_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activar`)
};

export const people_enable_label = /** @type {(inputs: People_Enable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activar a ${i?.name}`)
};

export const people_heading = /** @type {(inputs: People_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas y roles`)
};

export const people_insecure_base_url = /** @type {(inputs: People_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CATCHD_BASE_URL usa http sin cifrar (${i?.origin}) en otra máquina que no es esta: las cookies de sesión se envían sin Secure y las contraseñas viajan sin cifrar. Sirve catchd por https y pon en CATCHD_BASE_URL la dirección https://.`)
};

export const people_joining_approval = /** @type {(inputs: People_Joining_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cualquiera se registra; los administradores aprueban o rechazan en la página de personas.`)
};

export const people_joining_closed = /** @type {(inputs: People_Joining_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no se une nadie; los administradores añaden personas en la página de personas.`)
};

export const people_joining_developer_label = /** @type {(inputs: People_Joining_Developer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro de acceso anticipado en el portal para desarrolladores (CATCHD_DEVELOPER_SIGNUP)`)
};

export const people_joining_developer_off = /** @type {(inputs: People_Joining_Developer_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desactivado.`)
};

export const people_joining_developer_on = /** @type {(inputs: People_Joining_Developer_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`activado: los visitantes se registran y piden acceso de desarrollador de una vez, sea cual sea el modo de altas.`)
};

export const people_joining_heading = /** @type {(inputs: People_Joining_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo se une la gente`)
};

export const people_joining_invite = /** @type {(inputs: People_Joining_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los administradores invitan por correo (en la página de personas); el enlace funciona una vez, durante siete días.`)
};

export const people_joining_mail_label = /** @type {(inputs: People_Joining_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo (CATCHD_SMTP_URL)`)
};

export const people_joining_mail_off = /** @type {(inputs: People_Joining_Mail_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin configurar: los enlaces de invitación se muestran para copiarlos, y los registros no se confirman por correo.`)
};

export const people_joining_mail_on = /** @type {(inputs: People_Joining_Mail_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`configurado: las invitaciones y las confirmaciones de dirección se envían por correo.`)
};

export const people_joining_mode_label = /** @type {(inputs: People_Joining_Mode_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altas (CATCHD_SIGNUP)`)
};

export const people_joining_note = /** @type {(inputs: People_Joining_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto viene de la configuración del servidor; quien lo gestiona lo cambia allí.`)
};

export const people_joining_open = /** @type {(inputs: People_Joining_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cualquiera se registra y entra como buceador.`)
};

export const people_link_access = /** @type {(inputs: People_Link_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué pueden ver los visitantes`)
};

export const people_link_club = /** @type {(inputs: People_Link_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El club: nombre, zona horaria, unidades, idioma, temporadas, altas`)
};

export const people_link_species = /** @type {(inputs: People_Link_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catálogo de especies`)
};

export const people_no_address = /** @type {(inputs: People_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin dirección`)
};

export const people_no_such_person = /** @type {(inputs: People_No_Such_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No existe esa persona`)
};

export const people_refused_role = /** @type {(inputs: People_Refused_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debe ser administrador, verificador o buceador.`)
};

export const people_refused_taken = /** @type {(inputs: People_Refused_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien ya tiene este correo.`)
};

export const people_role = /** @type {(inputs: People_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rol`)
};

export const people_role_admin = /** @type {(inputs: People_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`administrador`)
};

export const people_role_developer = /** @type {(inputs: People_Role_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desarrollador`)
};

export const people_role_diver = /** @type {(inputs: People_Role_DiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`buceador`)
};

export const people_role_of = /** @type {(inputs: People_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rol de ${i?.name}`)
};

export const people_role_verifier = /** @type {(inputs: People_Role_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verificador`)
};

export const people_second_factor = /** @type {(inputs: People_Second_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segundo factor`)
};

export const people_settings = /** @type {(inputs: People_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes`)
};

export const people_tile_applications = /** @type {(inputs: People_Tile_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`solicitud de desarrollador`);
	return /** @type {LocalizedString} */ (`solicitudes de desarrollador`)
	
};

export const people_tile_catches = /** @type {(inputs: People_Tile_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`captura por verificar`);
	return /** @type {LocalizedString} */ (`capturas por verificar`)
	
};

export const people_tile_sign_ups = /** @type {(inputs: People_Tile_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`solicitud por aprobar`);
	return /** @type {LocalizedString} */ (`solicitudes por aprobar`)
	
};

export const people_title = /** @type {(inputs: People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas`)
};

export const people_update_available = /** @type {(inputs: People_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd ${i?.newer} ya está disponible (este servidor usa ${i?.current}). En el servidor, ${i?.update} la instala tras hacer una copia de seguridad; ${i?.rollback} vuelve atrás.`)
};

export const people_waiting_for_you = /** @type {(inputs: People_Waiting_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente de ti`)
};

export const problems_title = /** @type {(inputs: Problems_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrige esto y vuelve a enviarlo:`)
};

export const reset_check_inbox = /** @type {(inputs: Reset_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si alguna cuenta usa esa dirección, le llegará un enlace para poner una contraseña nueva. Funciona una vez, durante una hora.`)
};

export const reset_credentials_legend = /** @type {(inputs: Reset_Credentials_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claves de API y apps que pueden usar tu cuenta sin la contraseña`)
};

export const reset_done_text = /** @type {(inputs: Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se han cerrado todas las sesiones de tu cuenta. Entra con la contraseña nueva.`)
};

export const reset_done_title = /** @type {(inputs: Reset_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña está lista`)
};

export const reset_kept = /** @type {(inputs: Reset_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estas siguen funcionando sin la contraseña. Cuando entres, anula las que no hayas creado tú en ${i?.keys} y ${i?.apps}.`)
};

export const reset_kept_apps = /** @type {(inputs: Reset_Kept_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`las apps que has autorizado`)
};

export const reset_kept_keys = /** @type {(inputs: Reset_Kept_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tus claves de API`)
};

export const reset_kind_app = /** @type {(inputs: Reset_Kind_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App`)
};

export const reset_kind_key = /** @type {(inputs: Reset_Kind_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave de API`)
};

export const reset_lead = /** @type {(inputs: Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica el correo de tu cuenta: te enviaremos un enlace para poner una contraseña nueva.`)
};

export const reset_made_last_used = /** @type {(inputs: Reset_Made_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`creada el ${i?.made}, último uso el ${i?.used}`)
};

export const reset_made_never_used = /** @type {(inputs: Reset_Made_Never_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`creada el ${i?.made}, sin usar`)
};

export const reset_mail_body = /** @type {(inputs: Reset_Mail_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien ha pedido poner una contraseña nueva en la cuenta de esta dirección en catchd, en ${i?.url}.

Si has sido tú, abre este enlace antes de una hora. Solo funciona una vez:

${i?.link}

Si no has sido tú, ignora este correo: tu contraseña no cambia.`)
};

export const reset_mail_me = /** @type {(inputs: Reset_Mail_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíame un enlace`)
};

export const reset_mail_subject = /** @type {(inputs: Reset_Mail_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pon una contraseña nueva en catchd`)
};

export const reset_new_lead = /** @type {(inputs: Reset_New_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al ponerla se cierran todas tus sesiones.`)
};

export const reset_new_title = /** @type {(inputs: Reset_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pon una contraseña nueva`)
};

export const reset_no_mail = /** @type {(inputs: Reset_No_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este club no envía correos, así que aquí no se puede restablecer la contraseña por correo. Pide a un administrador que te ponga una nueva.`)
};

export const reset_revoke_too = /** @type {(inputs: Reset_Revoke_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anularlas también todas (elige esto si no las creaste todas tú)`)
};

export const reset_revoked = /** @type {(inputs: Reset_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se han anulado todas las claves de API y los accesos de apps de tu cuenta.`)
};

export const reset_set_password = /** @type {(inputs: Reset_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poner contraseña`)
};

export const scope_account_read = /** @type {(inputs: Scope_Account_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver tu perfil y gestionar tus claves de API`)
};

export const scope_account_write = /** @type {(inputs: Scope_Account_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar tu cuenta: perfil, contraseña, sesiones; exportar tus datos o eliminar la cuenta`)
};

export const scope_catches_read = /** @type {(inputs: Scope_Catches_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver capturas, sus verificaciones y los eventos de capturas`)
};

export const scope_catches_write = /** @type {(inputs: Scope_Catches_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar, editar y eliminar tus capturas`)
};

export const scope_club_write = /** @type {(inputs: Scope_Club_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar los ajustes del club: nombre, zona horaria, unidades, idioma, temporadas, altas (administradores)`)
};

export const scope_competitions_write = /** @type {(inputs: Scope_Competitions_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear y dirigir competiciones (administradores) y anotar pesajes (jueces de pesaje)`)
};

export const scope_leaderboards_read = /** @type {(inputs: Scope_Leaderboards_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver las clasificaciones`)
};

export const scope_species_read = /** @type {(inputs: Scope_Species_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver especies, sus fotos y récords`)
};

export const scope_species_write = /** @type {(inputs: Scope_Species_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir y editar especies y subir sus fotos (administradores)`)
};

export const scope_verifications_write = /** @type {(inputs: Scope_Verifications_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar las capturas de otros buceadores (verificadores y administradores)`)
};

export const scope_webhooks_read = /** @type {(inputs: Scope_Webhooks_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver tus endpoints de webhook y sus entregas`)
};

export const scope_webhooks_write = /** @type {(inputs: Scope_Webhooks_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear y gestionar tus endpoints de webhook`)
};

export const share_board_catch_count = /** @type {(inputs: Share_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más capturas`)
};

export const share_board_deepest = /** @type {(inputs: Share_Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Captura más profunda`)
};

export const share_board_description = /** @type {(inputs: Share_Board_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clasificación de ${i?.club}: ${i?.board}.`)
};

export const share_board_empty = /** @type {(inputs: Share_Board_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay capturas en esta clasificación.`)
};

export const share_board_heaviest = /** @type {(inputs: Share_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pez más pesado`)
};

export const share_board_total_weight = /** @type {(inputs: Share_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso total`)
};

export const share_button = /** @type {(inputs: Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir`)
};

export const share_catch_by = /** @type {(inputs: Share_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturado por ${i?.diver}`)
};

export const share_catch_description = /** @type {(inputs: Share_Catch_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturado por ${i?.diver}, registrado en ${i?.club}.`)
};

export const share_catch_title = /** @type {(inputs: Share_Catch_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, ${i?.weight}`)
};

export const share_copied = /** @type {(inputs: Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace copiado`)
};

export const share_copy_failed = /** @type {(inputs: Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo copiar: selecciona el enlace y cópialo.`)
};

export const share_link = /** @type {(inputs: Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace a esta página`)
};

export const share_place = /** @type {(inputs: Share_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.value}`)
};

export const share_podium = /** @type {(inputs: Share_PodiumInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("es", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} punto`);
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} puntos`)
	
};

export const share_results_description = /** @type {(inputs: Share_Results_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} de ${i?.name}, una competición de ${i?.club}.`)
};

export const share_shared = /** @type {(inputs: Share_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartido.`)
};

export const share_status_cancelled = /** @type {(inputs: Share_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada`)
};

export const share_status_final = /** @type {(inputs: Share_Status_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados finales`)
};

export const share_status_open = /** @type {(inputs: Share_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no ha empezado`)
};

export const share_status_provisional = /** @type {(inputs: Share_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados provisionales`)
};

export const share_status_running = /** @type {(inputs: Share_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificación provisional en curso`)
};

export const sign_in = /** @type {(inputs: Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

export const sign_in_again = /** @type {(inputs: Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a entrar.`)
};

export const sign_in_busy = /** @type {(inputs: Sign_In_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se están comprobando demasiados accesos a la vez.`)
};

export const sign_in_busy_title = /** @type {(inputs: Sign_In_Busy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saturado`)
};

export const sign_in_expired_title = /** @type {(inputs: Sign_In_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El acceso ha caducado`)
};

export const sign_in_finished = /** @type {(inputs: Sign_In_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este acceso ya se había completado. Vuelve a entrar.`)
};

export const sign_in_lead = /** @type {(inputs: Sign_In_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa tu correo y tu contraseña de catchd.`)
};

export const sign_in_lead_providers = /** @type {(inputs: Sign_In_Lead_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa tu correo y tu contraseña de catchd, o una cuenta que ya tengas.`)
};

export const sign_in_link_stale = /** @type {(inputs: Sign_In_Link_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de acceso ha caducado o no se inició aquí. Empieza de nuevo.`)
};

export const sign_in_many_attempts = /** @type {(inputs: Sign_In_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ha habido muchos intentos de entrar en esta cuenta.`)
};

export const sign_in_mismatch = /** @type {(inputs: Sign_In_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo y la contraseña no coinciden.`)
};

export const sign_in_paused_title = /** @type {(inputs: Sign_In_Paused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso en pausa`)
};

export const sign_in_stale = /** @type {(inputs: Sign_In_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este acceso ha tardado demasiado o ya se había completado. Vuelve a entrar.`)
};

export const sign_in_uncountable = /** @type {(inputs: Sign_In_UncountableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora mismo no se pueden contar los intentos de entrar.`)
};

export const sign_in_unknown = /** @type {(inputs: Sign_In_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta forma de entrar no está configurada aquí.`)
};

export const sign_in_unknown_title = /** @type {(inputs: Sign_In_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Método de acceso desconocido`)
};

export const sign_out = /** @type {(inputs: Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar sesión`)
};

export const site_description = /** @type {(inputs: Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd: registra, verifica y clasifica las capturas de pesca submarina.`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir al contenido`)
};

export const species_add_photo = /** @type {(inputs: Species_Add_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir foto`)
};

export const species_apply_changes = /** @type {(inputs: Species_Apply_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar estos cambios`)
};

export const species_author = /** @type {(inputs: Species_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autor`)
};

export const species_best_of_each = /** @type {(inputs: Species_Best_Of_EachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejor captura de cada especie`)
};

export const species_by_diver = /** @type {(inputs: Species_By_DiverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.diver}`)
};

export const species_catalogue = /** @type {(inputs: Species_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catálogo de especies`)
};

export const species_catches = /** @type {(inputs: Species_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas`)
	
};

export const species_caught_by = /** @type {(inputs: Species_Caught_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species} capturado por ${i?.diver}`)
};

export const species_change_add = /** @type {(inputs: Species_Change_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`añadir`)
};

export const species_change_update = /** @type {(inputs: Species_Change_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`actualizar`)
};

export const species_changes = /** @type {(inputs: Species_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios`)
};

export const species_col_change = /** @type {(inputs: Species_Col_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambio`)
};

export const species_col_scientific = /** @type {(inputs: Species_Col_ScientificInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre científico`)
};

export const species_count = /** @type {(inputs: Species_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} especie`);
	return /** @type {LocalizedString} */ (`${i?.count} especies`)
	
};

export const species_csv_file = /** @type {(inputs: Species_Csv_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo CSV (con las columnas de la tabla de especies que trae catchd)`)
};

export const species_deepest_bronze = /** @type {(inputs: Species_Deepest_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La más profunda (bronce o superior)`)
};

export const species_edit_title = /** @type {(inputs: Species_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar ${i?.species}`)
};

export const species_english_name = /** @type {(inputs: Species_English_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre en inglés`)
};

export const species_find = /** @type {(inputs: Species_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar una especie`)
};

export const species_find_by_name = /** @type {(inputs: Species_Find_By_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busca una especie por cualquiera de sus nombres`)
};

export const species_heaviest_first = /** @type {(inputs: Species_Heaviest_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} especie, de la más pesada a la más ligera.`);
	return /** @type {LocalizedString} */ (`${i?.count} especies, de la más pesada a la más ligera.`)
	
};

export const species_import_csv = /** @type {(inputs: Species_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar un archivo CSV`)
};

export const species_import_heading = /** @type {(inputs: Species_Import_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar especies desde un archivo CSV`)
};

export const species_import_preview = /** @type {(inputs: Species_Import_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por añadir: ${i?.add}; por actualizar: ${i?.update}; sin cambios: ${i?.unchanged}; ${i?.rejected}.`)
};

export const species_import_title = /** @type {(inputs: Species_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar especies`)
};

export const species_imported = /** @type {(inputs: Species_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importado. Añadidas: ${i?.added}; actualizadas: ${i?.updated}; sin cambios: ${i?.unchanged}.`)
};

export const species_latest_verified = /** @type {(inputs: Species_Latest_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Últimas capturas verificadas`)
};

export const species_licence = /** @type {(inputs: Species_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licencia`)
};

export const species_logged = /** @type {(inputs: Species_LoggedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura registrada`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas registradas`)
	
};

export const species_names = /** @type {(inputs: Species_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombres`)
};

export const species_names_credited = /** @type {(inputs: Species_Names_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los nombres que cambies se atribuyen a este club (fuente «local»).`)
};

export const species_names_licence = /** @type {(inputs: Species_Names_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Licencia de los nombres anteriores: ${i?.licence}`)
};

export const species_no_catches_yet = /** @type {(inputs: Species_No_Catches_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay capturas.`)
};

export const species_no_licence = /** @type {(inputs: Species_No_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin licencia indicada`)
};

export const species_no_published_record = /** @type {(inputs: Species_No_Published_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin récord publicado.`)
};

export const species_none_yet = /** @type {(inputs: Species_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguna aún`)
};

export const species_none_yet_sentence = /** @type {(inputs: Species_None_Yet_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna todavía.`)
};

export const species_other_names = /** @type {(inputs: Species_Other_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otros nombres, uno por línea como «idioma: nombre» (código de idioma: es, fr…)`)
};

export const species_photo = /** @type {(inputs: Species_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto`)
};

export const species_preview_changes = /** @type {(inputs: Species_Preview_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los cambios antes de aplicarlos`)
};

export const species_record_by = /** @type {(inputs: Species_Record_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure}, de ${i?.link}`)
};

export const species_records_here = /** @type {(inputs: Species_Records_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récords del club`)
};

export const species_reference_records = /** @type {(inputs: Species_Reference_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récords de referencia`)
};

export const species_rejected_label = /** @type {(inputs: Species_Rejected_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Líneas rechazadas`)
};

export const species_rejected_line = /** @type {(inputs: Species_Rejected_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Línea ${i?.line}: ${i?.reason}`)
};

export const species_rejected_lines = /** @type {(inputs: Species_Rejected_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} línea rechazada`);
	return /** @type {LocalizedString} */ (`${i?.count} líneas rechazadas`)
	
};

export const species_save_names = /** @type {(inputs: Species_Save_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar nombres`)
};

export const species_search = /** @type {(inputs: Species_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

export const species_season_in_charts = /** @type {(inputs: Species_Season_In_ChartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La temporada en gráficos`)
};

export const species_tier_or_better = /** @type {(inputs: Species_Tier_Or_BetterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} o superior`)
};

export const species_title = /** @type {(inputs: Species_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especies`)
};

export const species_unknown_author = /** @type {(inputs: Species_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autor desconocido`)
};

export const species_verified_catch_by = /** @type {(inputs: Species_Verified_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una captura verificada de ${i?.diver}`)
};

export const species_weights_chart = /** @type {(inputs: Species_Weights_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesos en un gráfico`)
};

export const stats_active_divers_by_month = /** @type {(inputs: Stats_Active_Divers_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pescadores activos por mes`)
};

export const stats_admins_only = /** @type {(inputs: Stats_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los gráficos del club son solo para sus administradores mientras las clasificaciones no sean públicas.`)
};

export const stats_bests_summary = /** @type {(inputs: Stats_Bests_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada punto superó a todas las capturas anteriores de su especie; la línea es la más pesada hasta ese momento. La última: ${i?.species}, ${i?.weight}.`)
};

export const stats_bests_title = /** @type {(inputs: Stats_Bests_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tus mejores marcas a lo largo del tiempo (${i?.unit})`)
};

export const stats_catches_by_month = /** @type {(inputs: Stats_Catches_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturas por mes`)
};

export const stats_catches_count = /** @type {(inputs: Stats_Catches_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas`)
	
};

export const stats_club_mark = /** @type {(inputs: Stats_Club_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`club`)
};

export const stats_club_season = /** @type {(inputs: Stats_Club_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La temporada del club`)
};

export const stats_club_season_title = /** @type {(inputs: Stats_Club_Season_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La temporada ${i?.year} del club`)
};

export const stats_club_totals = /** @type {(inputs: Stats_Club_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.catches} de ${i?.divers} en ${i?.year}.`)
};

export const stats_col_active_divers = /** @type {(inputs: Stats_Col_Active_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pescadores activos`)
};

export const stats_col_catches = /** @type {(inputs: Stats_Col_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturas`)
};

export const stats_col_club_record = /** @type {(inputs: Stats_Col_Club_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récord del club`)
};

export const stats_col_date = /** @type {(inputs: Stats_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha`)
};

export const stats_col_month = /** @type {(inputs: Stats_Col_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes`)
};

export const stats_col_species = /** @type {(inputs: Stats_Col_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especie`)
};

export const stats_col_weight = /** @type {(inputs: Stats_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso`)
};

export const stats_col_yours = /** @type {(inputs: Stats_Col_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tuya`)
};

export const stats_deepest_against_club = /** @type {(inputs: Stats_Deepest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu captura más profunda frente al récord del club`)
};

export const stats_diver_season = /** @type {(inputs: Stats_Diver_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La temporada de ${i?.diver}`)
};

export const stats_diver_season_title = /** @type {(inputs: Stats_Diver_Season_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.diver}: temporada ${i?.year}`)
};

export const stats_diver_totals = /** @type {(inputs: Stats_Diver_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.catches}, ${i?.weight} en ${i?.year}.`)
};

export const stats_divers_count = /** @type {(inputs: Stats_Divers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pescador`);
	return /** @type {LocalizedString} */ (`${i?.count} pescadores`)
	
};

export const stats_heaviest_against_club = /** @type {(inputs: Stats_Heaviest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu pieza más pesada frente al récord del club`)
};

export const stats_in_all = /** @type {(inputs: Stats_In_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weight} en total.`)
};

export const stats_mix_summary = /** @type {(inputs: Stats_Mix_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}; la más frecuente, ${i?.name} (${i?.count} de ${i?.total}).`)
};

export const stats_most_catches_in = /** @type {(inputs: Stats_Most_Catches_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Más capturas en ${i?.month}: ${i?.count}.`)
};

export const stats_most_divers_in = /** @type {(inputs: Stats_Most_Divers_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Más pescadores activos en ${i?.month}: ${i?.count}.`)
};

export const stats_no_catches = /** @type {(inputs: Stats_No_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay capturas.`)
};

export const stats_no_catches_months = /** @type {(inputs: Stats_No_Catches_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay capturas registradas en estos meses.`)
};

export const stats_record_bronze = /** @type {(inputs: Stats_Record_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`récord bronce`)
};

export const stats_record_gold = /** @type {(inputs: Stats_Record_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`récord oro`)
};

export const stats_record_held = /** @type {(inputs: Stats_Record_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tienes el récord del club en ${i?.held} de ${i?.shown}; las marcas son los récords del club.`)
};

export const stats_record_silver = /** @type {(inputs: Stats_Record_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`récord plata`)
};

export const stats_season = /** @type {(inputs: Stats_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Temporada ${i?.year}`)
};

export const stats_seasons = /** @type {(inputs: Stats_SeasonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temporadas`)
};

export const stats_species_mix = /** @type {(inputs: Stats_Species_MixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especies capturadas`)
};

export const stats_the_species = /** @type {(inputs: Stats_The_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La especie`)
};

export const stats_title = /** @type {(inputs: Stats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas`)
};

export const stats_weight_by_month = /** @type {(inputs: Stats_Weight_By_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Peso capturado por mes (${i?.unit})`)
};

export const stats_weights_of_a_species = /** @type {(inputs: Stats_Weights_Of_A_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesos por especie`)
};

export const stats_weights_summary = /** @type {(inputs: Stats_Weights_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuántas capturas pesaron cuánto; las líneas marcan los récords.`)
};

export const stats_weights_summary_no_records = /** @type {(inputs: Stats_Weights_Summary_No_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuántas capturas pesaron cuánto; las líneas marcan los récords (aún no hay).`)
};

export const stats_weights_title = /** @type {(inputs: Stats_Weights_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesos de ${i?.species} (${i?.unit})`)
};

export const stats_world_record = /** @type {(inputs: Stats_World_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`récord mundial`)
};

export const stats_your_season = /** @type {(inputs: Stats_Your_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu temporada`)
};

export const totp_back = /** @type {(inputs: Totp_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a tu cuenta`)
};

export const totp_code_label = /** @type {(inputs: Totp_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de tu app`)
};

export const totp_code_or_recovery = /** @type {(inputs: Totp_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de tu app de autenticación o un código de recuperación`)
};

export const totp_codes_left = /** @type {(inputs: Totp_Codes_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Te queda ${i?.count} código de recuperación`);
	return /** @type {LocalizedString} */ (`Te quedan ${i?.count} códigos de recuperación`)
	
};

export const totp_codes_once = /** @type {(inputs: Totp_Codes_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se muestran ahora.`)
};

export const totp_codes_text = /** @type {(inputs: Totp_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu app de autenticación está lista. Guarda estos códigos en un lugar seguro: cada uno te deja entrar una vez si pierdes la app.`)
};

export const totp_codes_title = /** @type {(inputs: Totp_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus códigos de recuperación`)
};

export const totp_enter_code = /** @type {(inputs: Totp_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce el código de tu app`)
};

export const totp_has = /** @type {(inputs: Totp_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App o llave de acceso`)
};

export const totp_heading = /** @type {(inputs: Totp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App de autenticación`)
};

export const totp_key = /** @type {(inputs: Totp_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clave: ${i?.key}`)
};

export const totp_none = /** @type {(inputs: Totp_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno`)
};

export const totp_off = /** @type {(inputs: Totp_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pide, además de la contraseña, un código de una app del móvil al entrar.`)
};

export const totp_on = /** @type {(inputs: Totp_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al entrar con tu contraseña o con otra cuenta (GitHub, Google, inicio de sesión único) también se te pide un código de tu app.`)
};

export const totp_or_password = /** @type {(inputs: Totp_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O tu contraseña`)
};

export const totp_password_right = /** @type {(inputs: Totp_Password_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña es correcta. Para terminar de entrar, usa la llave de acceso que añadiste a tu cuenta.`)
};

export const totp_qr_label = /** @type {(inputs: Totp_Qr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código QR de la clave, para tu app de autenticación`)
};

export const totp_remove = /** @type {(inputs: Totp_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar la app de autenticación`)
};

export const totp_remove_code = /** @type {(inputs: Totp_Remove_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un código actual de tu app o un código de recuperación`)
};

export const totp_reset = /** @type {(inputs: Totp_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restablecer`)
};

export const totp_reset_label = /** @type {(inputs: Totp_Reset_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Restablecer el segundo factor de ${i?.name}`)
};

export const totp_scan = /** @type {(inputs: Totp_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escanea este código con tu app de autenticación o escribe en ella la clave; luego introduce el código que te muestre.`)
};

export const totp_set_up = /** @type {(inputs: Totp_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurar una app de autenticación`)
};

export const totp_start_first = /** @type {(inputs: Totp_Start_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero empieza a configurar tu app de autenticación.`)
};

export const totp_uri = /** @type {(inputs: Totp_UriInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O abre esta dirección en el móvil que tiene la app: ${i?.uri}`)
};

export const totp_use_passkey = /** @type {(inputs: Totp_Use_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa tu llave de acceso`)
};

export const totp_wrong_code = /** @type {(inputs: Totp_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese código no es correcto. Introduce el código actual de tu app.`)
};

export const verify_ask = /** @type {(inputs: Verify_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedir verificación`)
};

export const verify_asked = /** @type {(inputs: Verify_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pedida el ${i?.time}`)
};

export const verify_diver_message = /** @type {(inputs: Verify_Diver_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mensaje del pescador: «${i?.note}»`)
};

export const verify_evidence = /** @type {(inputs: Verify_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pruebas`)
};

export const verify_evidence_and_grading = /** @type {(inputs: Verify_Evidence_And_GradingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pruebas y valoración`)
};

export const verify_evidence_note = /** @type {(inputs: Verify_Evidence_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota sobre las pruebas`)
};

export const verify_gap_bad_date = /** @type {(inputs: Verify_Gap_Bad_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la fecha de la báscula debe ser una fecha real, no futura`)
};

export const verify_gap_freedive = /** @type {(inputs: Verify_Gap_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El oro pide una captura en apnea: los récords no admiten capturas con botella`)
};

export const verify_gap_interested_witness = /** @type {(inputs: Verify_Gap_Interested_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el testigo no puede ser ni el pescador ni quien verifica`)
};

export const verify_gap_measurement = /** @type {(inputs: Verify_Gap_MeasurementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para el nivel plata falta una medida (peso o longitud) o un testigo`)
};

export const verify_gap_not_this_catch = /** @type {(inputs: Verify_Gap_Not_This_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una foto citada no es de esta captura`)
};

export const verify_gap_photo = /** @type {(inputs: Verify_Gap_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para el nivel ${i?.tier} falta una foto del pez`)
};

export const verify_gap_scale_date = /** @type {(inputs: Verify_Gap_Scale_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para el nivel oro falta la fecha de certificación de la báscula`)
};

export const verify_gap_weigh_photo = /** @type {(inputs: Verify_Gap_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para el nivel oro falta una foto del pesaje`)
};

export const verify_gap_witness = /** @type {(inputs: Verify_Gap_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para el nivel oro falta un testigo imparcial`)
};

export const verify_grade = /** @type {(inputs: Verify_GradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valoración`)
};

export const verify_grade_as = /** @type {(inputs: Verify_Grade_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asignar ${i?.tier}`)
};

export const verify_heading = /** @type {(inputs: Verify_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verificar: ${i?.species}`)
};

export const verify_history = /** @type {(inputs: Verify_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historial`)
};

export const verify_lacks = /** @type {(inputs: Verify_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lo que aún falta para ${i?.tier}`)
};

export const verify_ladder = /** @type {(inputs: Verify_LadderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El bronce pide una foto del pez; la plata, además, una medida o un testigo; el oro, una foto del pesaje, una báscula certificada, un testigo que no seas tú ni quien verifica, y una captura en apnea.`)
};

export const verify_length = /** @type {(inputs: Verify_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Longitud (${i?.unit})`)
};

export const verify_measurement = /** @type {(inputs: Verify_MeasurementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medida`)
};

export const verify_meets = /** @type {(inputs: Verify_MeetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las pruebas de arriba cumplen lo que pide el nivel ${i?.tier}.`)
};

export const verify_message_to_verifier = /** @type {(inputs: Verify_Message_To_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje para quien verifica`)
};

export const verify_method = /** @type {(inputs: Verify_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Método`)
};

export const verify_needs_bronze = /** @type {(inputs: Verify_Needs_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pide una foto del pez.`)
};

export const verify_needs_gold = /** @type {(inputs: Verify_Needs_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pide una foto del pesaje, la fecha de certificación de la báscula, un testigo que no sea ni el pescador ni quien verifica, y una captura en apnea.`)
};

export const verify_needs_silver = /** @type {(inputs: Verify_Needs_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pide una foto y, además, una medida (peso o longitud) o un testigo.`)
};

export const verify_no_photos = /** @type {(inputs: Verify_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin fotos.`)
};

export const verify_no_photos_yet = /** @type {(inputs: Verify_No_Photos_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta captura aún no tiene fotos.`)
};

export const verify_none = /** @type {(inputs: Verify_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna`)
};

export const verify_own_catch = /** @type {(inputs: Verify_Own_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es tu propia captura: tiene que valorarla otro verificador.`)
};

export const verify_photo_alt = /** @type {(inputs: Verify_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, foto ${i?.number}`)
};

export const verify_photo_number = /** @type {(inputs: Verify_Photo_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.number}`)
};

export const verify_photo_weighing = /** @type {(inputs: Verify_Photo_WeighingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.number} (pesaje)`)
};

export const verify_photos = /** @type {(inputs: Verify_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos`)
};

export const verify_photos_full = /** @type {(inputs: Verify_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos a tamaño completo`)
};

export const verify_photos_of_fish = /** @type {(inputs: Verify_Photos_Of_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos del pez`)
};

export const verify_queue_title = /** @type {(inputs: Verify_Queue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cola de verificación`)
};

export const verify_reason = /** @type {(inputs: Verify_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo del rechazo`)
};

export const verify_refuse = /** @type {(inputs: Verify_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar (queda o vuelve a sin verificar)`)
};

export const verify_requests = /** @type {(inputs: Verify_RequestsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} solicitud, la más antigua primero.`);
	return /** @type {LocalizedString} */ (`${i?.count} solicitudes, las más antiguas primero.`)
	
};

export const verify_scale_certified = /** @type {(inputs: Verify_Scale_CertifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Báscula certificada el`)
};

export const verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verificar ${i?.species}`)
};

export const verify_waiting = /** @type {(inputs: Verify_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendientes de revisión`)
};

export const verify_weigh_photo = /** @type {(inputs: Verify_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto del pesaje`)
};

export const verify_weight = /** @type {(inputs: Verify_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Peso (${i?.unit})`)
};

export const verify_witness = /** @type {(inputs: Verify_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testigo`)
};

export const verify_witness_contact = /** @type {(inputs: Verify_Witness_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo o teléfono`)
};

export const verify_witness_name = /** @type {(inputs: Verify_Witness_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

export const wait_and_retry = /** @type {(inputs: Wait_And_RetryInputs) => LocalizedString} */ (i) => {const secondsPlural = registry.plural("es", i?.seconds, {});
	if (secondsPlural === "one") return /** @type {LocalizedString} */ (`Espera ${i?.seconds} segundo y vuelve a intentarlo.`);
	return /** @type {LocalizedString} */ (`Espera ${i?.seconds} segundos y vuelve a intentarlo.`)
	
};

export const way_in_approval = /** @type {(inputs: Way_In_ApprovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Primera vez aquí? ${i?.link}: un administrador aprueba a los nuevos miembros.`)
};

export const way_in_ask = /** @type {(inputs: Way_In_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicita unirte`)
};

export const way_in_closed = /** @type {(inputs: Way_In_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este club no admite nuevos miembros por ahora.`)
};

export const way_in_developers = /** @type {(inputs: Way_In_DevelopersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Desarrollas sobre la API de catchd? ${i?.link}.`)
};

export const way_in_early_access = /** @type {(inputs: Way_In_Early_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pide acceso anticipado`)
};

export const way_in_invite = /** @type {(inputs: Way_In_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Primera vez aquí? Solo se entra por invitación: pide a un administrador de tu club que te invite.`)
};

export const way_in_open = /** @type {(inputs: Way_In_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Primera vez aquí? ${i?.link}.`)
};

export const way_in_sign_up = /** @type {(inputs: Way_In_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regístrate`)
};

export const webhook_add = /** @type {(inputs: Webhook_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir endpoint`)
};

export const webhook_add_heading = /** @type {(inputs: Webhook_Add_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir un endpoint`)
};

export const webhook_added = /** @type {(inputs: Webhook_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se ha añadido ${i?.url}.`)
};

export const webhook_attempt_http = /** @type {(inputs: Webhook_Attempt_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTTP ${i?.code} en ${i?.ms} ms`)
};

export const webhook_attempt_no_answer = /** @type {(inputs: Webhook_Attempt_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sin respuesta (${i?.error}) en ${i?.ms} ms`)
};

export const webhook_attempts = /** @type {(inputs: Webhook_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intentos`)
};

export const webhook_cancel = /** @type {(inputs: Webhook_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const webhook_delete = /** @type {(inputs: Webhook_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar endpoint`)
};

export const webhook_delete_ask = /** @type {(inputs: Webhook_Delete_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar el endpoint…`)
};

export const webhook_delete_title = /** @type {(inputs: Webhook_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar este endpoint?`)
};

export const webhook_delete_what = /** @type {(inputs: Webhook_Delete_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.url} dejará de recibir entregas y su registro de entregas se borrará con él. Los eventos siguen en el explorador de eventos.`)
};

export const webhook_deliveries = /** @type {(inputs: Webhook_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entregas`)
};

export const webhook_delivery_failed = /** @type {(inputs: Webhook_Delivery_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fallida`)
};

export const webhook_delivery_pending = /** @type {(inputs: Webhook_Delivery_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pendiente`)
};

export const webhook_delivery_succeeded = /** @type {(inputs: Webhook_Delivery_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entregada`)
};

export const webhook_description = /** @type {(inputs: Webhook_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción (opcional)`)
};

export const webhook_disable = /** @type {(inputs: Webhook_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivar`)
};

export const webhook_disabled = /** @type {(inputs: Webhook_DisabledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desactivado: ${i?.reason}`)
};

export const webhook_enable = /** @type {(inputs: Webhook_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activar`)
};

export const webhook_enabled = /** @type {(inputs: Webhook_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`activo`)
};

export const webhook_endpoint_title = /** @type {(inputs: Webhook_Endpoint_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Webhook ${i?.url}`)
};

export const webhook_error = /** @type {(inputs: Webhook_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`error`)
};

export const webhook_event = /** @type {(inputs: Webhook_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento`)
};

export const webhook_every_event = /** @type {(inputs: Webhook_Every_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`* (todos los eventos)`)
};

export const webhook_failing_since = /** @type {(inputs: Webhook_Failing_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falla desde`)
};

export const webhook_new_secret = /** @type {(inputs: Webhook_New_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nuevo secreto de firma del endpoint (el anterior sigue firmando durante 24 horas).`)
};

export const webhook_next_retry = /** @type {(inputs: Webhook_Next_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximo intento`)
};

export const webhook_no_attempts = /** @type {(inputs: Webhook_No_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguno todavía`)
};

export const webhook_no_deliveries = /** @type {(inputs: Webhook_No_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay entregas.`)
};

export const webhook_no_endpoints = /** @type {(inputs: Webhook_No_EndpointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay endpoints.`)
};

export const webhook_refresh = /** @type {(inputs: Webhook_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizar`)
};

export const webhook_resend = /** @type {(inputs: Webhook_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar`)
};

export const webhook_resend_label = /** @type {(inputs: Webhook_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reenviar ${i?.type} ${i?.id}`)
};

export const webhook_rotate = /** @type {(inputs: Webhook_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renovar el secreto`)
};

export const webhook_secret = /** @type {(inputs: Webhook_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El secreto de firma del endpoint.`)
};

export const webhook_send_test = /** @type {(inputs: Webhook_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar un evento de prueba`)
};

export const webhook_state = /** @type {(inputs: Webhook_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

export const webhook_status = /** @type {(inputs: Webhook_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

export const webhook_title = /** @type {(inputs: Webhook_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

export const webhook_url = /** @type {(inputs: Webhook_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL`)
};