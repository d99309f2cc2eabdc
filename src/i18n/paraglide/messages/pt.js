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
	return /** @type {LocalizedString} */ (`Atividade da conta`)
};

export const account_change_password = /** @type {(inputs: Account_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterar senha`)
};

export const account_col_address = /** @type {(inputs: Account_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço`)
};

export const account_col_device = /** @type {(inputs: Account_Col_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispositivo`)
};

export const account_col_from = /** @type {(inputs: Account_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De onde`)
};

export const account_col_last_seen = /** @type {(inputs: Account_Col_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Última atividade`)
};

export const account_col_what = /** @type {(inputs: Account_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O quê`)
};

export const account_col_when = /** @type {(inputs: Account_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quando`)
};

export const account_confirm = /** @type {(inputs: Account_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar`)
};

export const account_confirm_code_label = /** @type {(inputs: Account_Confirm_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou um código da sua aplicação de autenticação`)
};

export const account_confirm_lead = /** @type {(inputs: Account_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta alteração precisa de uma nova confirmação de que é você. Não voltamos a pedir nos próximos ${i?.minutes} minutos.`)
};

export const account_confirm_provider = /** @type {(inputs: Account_Confirm_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua conta entra através de outro serviço: saia, entre de novo e depois faça a alteração.`)
};

export const account_confirm_title = /** @type {(inputs: Account_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme que é você`)
};

export const account_confirm_with_code = /** @type {(inputs: Account_Confirm_With_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar com o código`)
};

export const account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha atual`)
};

export const account_developer_link = /** @type {(inputs: Account_Developer_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crie com a API: o portal para programadores`)
};

export const account_device_browser_on = /** @type {(inputs: Account_Device_Browser_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`um navegador em ${i?.system}`)
};

export const account_device_on = /** @type {(inputs: Account_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} em ${i?.system}`)
};

export const account_device_unknown = /** @type {(inputs: Account_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um dispositivo desconhecido`)
};

export const account_diver_page = /** @type {(inputs: Account_Diver_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua página de mergulhador`)
};

export const account_event_display_name_changed = /** @type {(inputs: Account_Event_Display_Name_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome alterado`)
};

export const account_event_email_change_requested = /** @type {(inputs: Account_Event_Email_Change_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido de novo e-mail`)
};

export const account_event_email_changed = /** @type {(inputs: Account_Event_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail alterado`)
};

export const account_event_ended = /** @type {(inputs: Account_Event_EndedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} terminada`);
	return /** @type {LocalizedString} */ (`${i?.count} terminadas`)
	
};

export const account_event_passkey_added = /** @type {(inputs: Account_Event_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chave de acesso adicionada`)
};

export const account_event_passkey_removed = /** @type {(inputs: Account_Event_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chave de acesso removida`)
};

export const account_event_password_changed = /** @type {(inputs: Account_Event_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha alterada`)
};

export const account_event_password_reset = /** @type {(inputs: Account_Event_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha definida por um link enviado por e-mail`)
};

export const account_event_recovery_code_used = /** @type {(inputs: Account_Event_Recovery_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de recuperação usado`)
};

export const account_event_role_changed = /** @type {(inputs: Account_Event_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Função alterada`)
};

export const account_event_second_factor_added = /** @type {(inputs: Account_Event_Second_Factor_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicação de autenticação adicionada`)
};

export const account_event_second_factor_removed = /** @type {(inputs: Account_Event_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicação de autenticação removida`)
};

export const account_event_session_ended = /** @type {(inputs: Account_Event_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma sessão terminada`)
};

export const account_event_sessions_ended = /** @type {(inputs: Account_Event_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outras sessões terminadas`)
};

export const account_event_sign_in = /** @type {(inputs: Account_Event_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão iniciada`)
};

export const account_event_sign_in_failed = /** @type {(inputs: Account_Event_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentativa falhada (senha errada)`)
};

export const account_event_with = /** @type {(inputs: Account_Event_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`com ${i?.method}`)
};

export const account_mail_new_address_body = /** @type {(inputs: Account_Mail_New_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguém pediu para usar este endereço na sua conta catchd em ${i?.url}.

Se foi você, abra este link nas próximas 24 horas para o confirmar:

${i?.link}

Se não foi você, ignore este e-mail: nada muda sem o link.`)
};

export const account_mail_new_address_subject = /** @type {(inputs: Account_Mail_New_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme o seu novo e-mail no catchd`)
};

export const account_mail_old_address_body = /** @type {(inputs: Account_Mail_Old_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguém com sessão iniciada na sua conta catchd em ${i?.url} pediu para alterar o e-mail.

Este endereço mantém-se até o novo ser confirmado pelo link que lhe foi enviado. Se não foi você, entre, altere a sua senha (isso termina as sessões de todos os outros) e volte a pôr o seu endereço:

${i?.link}`)
};

export const account_mail_old_address_subject = /** @type {(inputs: Account_Mail_Old_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu e-mail do catchd está a ser alterado`)
};

export const account_name_label = /** @type {(inputs: Account_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome`)
};

export const account_new_address_text = /** @type {(inputs: Account_New_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usar ${i?.email} na sua conta catchd a partir de agora?`)
};

export const account_new_address_title = /** @type {(inputs: Account_New_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme o seu novo endereço`)
};

export const account_new_password = /** @type {(inputs: Account_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova senha`)
};

export const account_not_linkable_closed = /** @type {(inputs: Account_Not_Linkable_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há nenhuma conta com este endereço aqui, e o clube não está a aceitar novos membros neste momento.`)
};

export const account_not_linkable_declined = /** @type {(inputs: Account_Not_Linkable_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um pedido com este endereço foi recusado. Fale com um administrador se achar que é um engano.`)
};

export const account_not_linkable_disabled = /** @type {(inputs: Account_Not_Linkable_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta conta foi desativada por um administrador.`)
};

export const account_not_linkable_invite = /** @type {(inputs: Account_Not_Linkable_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há nenhuma conta com este endereço aqui. Peça um convite a um administrador e abra o link.`)
};

export const account_not_linkable_unconfirmed = /** @type {(inputs: Account_Not_Linkable_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma conta daqui usa este endereço, mas ele não foi confirmado, por isso não pode ser ligada. Entre com a sua senha ou fale com um administrador.`)
};

export const account_not_linkable_unverified = /** @type {(inputs: Account_Not_Linkable_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua conta lá não tem um e-mail verificado, por isso não pode ser ligada a uma conta catchd.`)
};

export const account_notifications_link = /** @type {(inputs: Account_Notifications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificações: o que lhe chega`)
};

export const account_password_lead = /** @type {(inputs: Account_Password_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ao alterá-la, todas as outras sessões são encerradas.`)
};

export const account_pending_email = /** @type {(inputs: Account_Pending_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falta confirmar ${i?.pending} pelo link que enviámos para lá. Até lá, mantemos ${i?.email}.`)
};

export const account_pref_as_club = /** @type {(inputs: Account_Pref_As_ClubInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como o clube (${i?.shown})`)
};

export const account_pref_heading = /** @type {(inputs: Account_Pref_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidades, fuso horário e idioma`)
};

export const account_pref_note = /** @type {(inputs: Account_Pref_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algumas páginas ainda estão em inglês; cada uma passa para o seu idioma assim que for traduzida.`)
};

export const account_pref_time_zone = /** @type {(inputs: Account_Pref_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuso horário`)
};

export const account_pref_units = /** @type {(inputs: Account_Pref_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidades`)
};

export const account_profile_heading = /** @type {(inputs: Account_Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome e e-mail`)
};

export const account_provider_cancelled = /** @type {(inputs: Account_Provider_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} não concluiu a sua entrada.`)
};

export const account_provider_cancelled_title = /** @type {(inputs: Account_Provider_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada cancelada`)
};

export const account_provider_failed = /** @type {(inputs: Account_Provider_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} não conseguiu confirmar quem é. Tente de novo.`)
};

export const account_provider_failed_title = /** @type {(inputs: Account_Provider_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A entrada falhou`)
};

export const account_provider_refused_title = /** @type {(inputs: Account_Provider_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não é possível entrar`)
};

export const account_provider_unavailable = /** @type {(inputs: Account_Provider_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível contactar ${i?.provider}. Tente mais tarde ou use a sua senha.`)
};

export const account_provider_unavailable_title = /** @type {(inputs: Account_Provider_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada indisponível`)
};

export const account_provider_waiting = /** @type {(inputs: Account_Provider_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu pedido aguarda a decisão de um administrador. Depois de aprovado, entre da mesma forma.`)
};

export const account_role = /** @type {(inputs: Account_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Função: ${i?.role}`)
};

export const account_save = /** @type {(inputs: Account_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

export const account_session_sign_out = /** @type {(inputs: Account_Session_Sign_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terminar a sessão de ${i?.device}, última atividade ${i?.time}`)
};

export const account_sessions = /** @type {(inputs: Account_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onde tem sessão iniciada`)
};

export const account_sign_out_others = /** @type {(inputs: Account_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminar todas as outras`)
};

export const account_this_session = /** @type {(inputs: Account_This_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(esta)`)
};

export const account_title = /** @type {(inputs: Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua conta`)
};

export const account_units_imperial = /** @type {(inputs: Account_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperial (lb, in, ft, °F)`)
};

export const account_units_metric = /** @type {(inputs: Account_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métrico (kg, cm, m, °C)`)
};

export const account_wrong_password = /** @type {(inputs: Account_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essa senha não está certa.`)
};

export const account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua senha`)
};

export const board_any = /** @type {(inputs: Board_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualquer`)
};

export const board_ask_each = /** @type {(inputs: Board_Ask_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: peça a verificação de cada uma`)
};

export const board_board = /** @type {(inputs: Board_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classificação`)
};

export const board_boards_label = /** @type {(inputs: Board_Boards_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classificações`)
};

export const board_caption_catch_count = /** @type {(inputs: Board_Caption_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantos peixes cada pescador capturou.`)
};

export const board_caption_deepest = /** @type {(inputs: Board_Caption_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A captura mais funda de cada pescador.`)
};

export const board_caption_heaviest = /** @type {(inputs: Board_Caption_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O peixe mais pesado de cada pescador, com a captura.`)
};

export const board_caption_total_weight = /** @type {(inputs: Board_Caption_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo o peixe de cada pescador, pesado junto.`)
};

export const board_catch_count = /** @type {(inputs: Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais capturas`)
};

export const board_choose = /** @type {(inputs: Board_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha a classificação e os filtros`)
};

export const board_col_catch = /** @type {(inputs: Board_Col_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Captura`)
};

export const board_col_catches = /** @type {(inputs: Board_Col_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturas`)
};

export const board_col_depth = /** @type {(inputs: Board_Col_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profundidade`)
};

export const board_col_diver = /** @type {(inputs: Board_Col_DiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pescador`)
};

export const board_col_rank = /** @type {(inputs: Board_Col_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posição`)
};

export const board_col_weight = /** @type {(inputs: Board_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso`)
};

export const board_deepest = /** @type {(inputs: Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Captura mais funda`)
};

export const board_dive_freedive = /** @type {(inputs: Board_Dive_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`apneia`)
};

export const board_dive_scuba = /** @type {(inputs: Board_Dive_ScubaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`com garrafa`)
};

export const board_dive_type = /** @type {(inputs: Board_Dive_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de mergulho`)
};

export const board_embeddable = /** @type {(inputs: Board_EmbeddableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`classificação para incorporar`)
};

export const board_empty_bronze = /** @type {(inputs: Board_Empty_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta classificação mostra capturas verificadas em bronze ou superior: é uma escolha do clube, para que um recorde seja mesmo um recorde.`)
};

export const board_empty_gold = /** @type {(inputs: Board_Empty_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta classificação só mostra capturas verificadas em ouro: é uma escolha do clube, para que um recorde seja mesmo um recorde.`)
};

export const board_empty_silver = /** @type {(inputs: Board_Empty_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta classificação mostra capturas verificadas em prata ou superior: é uma escolha do clube, para que um recorde seja mesmo um recorde.`)
};

export const board_empty_title = /** @type {(inputs: Board_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não conta nenhuma captura aqui.`)
};

export const board_every_catch = /** @type {(inputs: Board_Every_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todas as capturas, verificadas ou não`)
};

export const board_filters_label = /** @type {(inputs: Board_Filters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classificação e filtros`)
};

export const board_for_website = /** @type {(inputs: Board_For_WebsiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para o site do seu clube: ${i?.link}`)
};

export const board_gear = /** @type {(inputs: Board_GearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipamento`)
};

export const board_gear_other = /** @type {(inputs: Board_Gear_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`outro`)
};

export const board_gear_polespear = /** @type {(inputs: Board_Gear_PolespearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lança`)
};

export const board_gear_sling = /** @type {(inputs: Board_Gear_SlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`havaiana`)
};

export const board_gear_speargun = /** @type {(inputs: Board_Gear_SpeargunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`arbalete`)
};

export const board_heading = /** @type {(inputs: Board_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classificações`)
};

export const board_heaviest = /** @type {(inputs: Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peixe mais pesado`)
};

export const board_medal_bronze = /** @type {(inputs: Board_Medal_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bronze`)
};

export const board_medal_gold = /** @type {(inputs: Board_Medal_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouro`)
};

export const board_medal_silver = /** @type {(inputs: Board_Medal_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prata`)
};

export const board_no_catches = /** @type {(inputs: Board_No_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há capturas nesta classificação.`)
};

export const board_page_title = /** @type {(inputs: Board_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Classificação: ${i?.board}`)
};

export const board_photo_alt = /** @type {(inputs: Board_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species} de ${i?.diver}`)
};

export const board_podium = /** @type {(inputs: Board_PodiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os três primeiros`)
};

export const board_season = /** @type {(inputs: Board_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temporada (ano)`)
};

export const board_show = /** @type {(inputs: Board_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar`)
};

export const board_species = /** @type {(inputs: Board_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espécie`)
};

export const board_table_label = /** @type {(inputs: Board_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classificação`)
};

export const board_tier_bronze = /** @type {(inputs: Board_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificadas em bronze ou superior`)
};

export const board_tier_gold = /** @type {(inputs: Board_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apenas verificadas em ouro`)
};

export const board_tier_silver = /** @type {(inputs: Board_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificadas em prata ou superior`)
};

export const board_tier_unverified = /** @type {(inputs: Board_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as capturas, verificadas ou não`)
};

export const board_total_weight = /** @type {(inputs: Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso total`)
};

export const board_waiting_verification = /** @type {(inputs: Board_Waiting_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturas à espera de verificação`)
};

export const board_which_count = /** @type {(inputs: Board_Which_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quais capturas contam`)
};

export const board_your_unverified = /** @type {(inputs: Board_Your_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suas capturas ainda sem verificação`)
};

export const catch_add_photos = /** @type {(inputs: Catch_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar fotos`)
};

export const catch_any = /** @type {(inputs: Catch_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualquer`)
};

export const catch_ask_verification = /** @type {(inputs: Catch_Ask_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juntar provas e pedir verificação`)
};

export const catch_by = /** @type {(inputs: Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturada por ${i?.link}`)
};

export const catch_caught = /** @type {(inputs: Catch_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturada em`)
};

export const catch_caught_after = /** @type {(inputs: Catch_Caught_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturada depois de (hora de ${i?.zone})`)
};

export const catch_caught_at_now = /** @type {(inputs: Catch_Caught_At_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora da captura (hora local; em branco, agora)`)
};

export const catch_caught_at_zone = /** @type {(inputs: Catch_Caught_At_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hora da captura (hora de ${i?.zone})`)
};

export const catch_caught_before = /** @type {(inputs: Catch_Caught_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturada antes de (hora de ${i?.zone})`)
};

export const catch_count = /** @type {(inputs: Catch_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas`)
	
};

export const catch_delete_button = /** @type {(inputs: Catch_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

export const catch_delete_keep = /** @type {(inputs: Catch_Delete_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manter`)
};

export const catch_delete_link = /** @type {(inputs: Catch_Delete_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar esta captura…`)
};

export const catch_delete_question = /** @type {(inputs: Catch_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar esta captura?`)
};

export const catch_delete_title = /** @type {(inputs: Catch_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar captura`)
};

export const catch_delete_warning = /** @type {(inputs: Catch_Delete_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As fotos e o histórico de verificação são eliminados com ela. Não é possível anular.`)
};

export const catch_depth = /** @type {(inputs: Catch_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profundidade`)
};

export const catch_dive = /** @type {(inputs: Catch_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mergulho`)
};

export const catch_dive_freedive = /** @type {(inputs: Catch_Dive_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apneia`)
};

export const catch_dive_scuba = /** @type {(inputs: Catch_Dive_ScubaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Com garrafa`)
};

export const catch_dive_type = /** @type {(inputs: Catch_Dive_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de mergulho`)
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
	return /** @type {LocalizedString} */ (`Alterar o peso ou a espécie de uma captura verificada faz com que deixe de estar verificada.`)
};

export const catch_filter_label = /** @type {(inputs: Catch_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar capturas`)
};

export const catch_filter_max_depth = /** @type {(inputs: Catch_Filter_Max_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profundidade máx.`)
};

export const catch_filter_max_weight = /** @type {(inputs: Catch_Filter_Max_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso máx.`)
};

export const catch_filter_min_depth = /** @type {(inputs: Catch_Filter_Min_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profundidade mín.`)
};

export const catch_filter_min_weight = /** @type {(inputs: Catch_Filter_Min_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso mín.`)
};

export const catch_filter_order = /** @type {(inputs: Catch_Filter_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordem`)
};

export const catch_filter_submit = /** @type {(inputs: Catch_Filter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar`)
};

export const catch_filter_title = /** @type {(inputs: Catch_Filter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar e ordenar`)
};

export const catch_filter_words = /** @type {(inputs: Catch_Filter_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palavras nas notas`)
};

export const catch_gear = /** @type {(inputs: Catch_GearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arma`)
};

export const catch_gear_not_said = /** @type {(inputs: Catch_Gear_Not_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não indicada`)
};

export const catch_gear_other = /** @type {(inputs: Catch_Gear_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outra`)
};

export const catch_gear_polespear = /** @type {(inputs: Catch_Gear_PolespearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lança`)
};

export const catch_gear_sling = /** @type {(inputs: Catch_Gear_SlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arpão havaiano`)
};

export const catch_gear_speargun = /** @type {(inputs: Catch_Gear_SpeargunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arpão`)
};

export const catch_latitude = /** @type {(inputs: Catch_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude`)
};

export const catch_length = /** @type {(inputs: Catch_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprimento`)
};

export const catch_length_optional = /** @type {(inputs: Catch_Length_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprimento (opcional)`)
};

export const catch_list_empty_button = /** @type {(inputs: Catch_List_Empty_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar a primeira captura`)
};

export const catch_list_empty_text = /** @type {(inputs: Catch_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada peixe capturado fica aqui, com as fotos: adicione-o a partir do barco, mesmo sem sinal.`)
};

export const catch_list_empty_title = /** @type {(inputs: Catch_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há capturas`)
};

export const catch_list_no_match = /** @type {(inputs: Catch_List_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma captura corresponde a estes filtros.`)
};

export const catch_list_title = /** @type {(inputs: Catch_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minhas capturas`)
};

export const catch_located = /** @type {(inputs: Catch_LocatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Localização definida (±${i?.accuracy} m).`)
};

export const catch_locating = /** @type {(inputs: Catch_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Localização em curso…`)
};

export const catch_location_optional = /** @type {(inputs: Catch_Location_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local (opcional)`)
};

export const catch_longitude = /** @type {(inputs: Catch_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude`)
};

export const catch_new_title = /** @type {(inputs: Catch_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova captura`)
};

export const catch_no_photo = /** @type {(inputs: Catch_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem foto`)
};

export const catch_no_photos = /** @type {(inputs: Catch_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda sem fotos.`)
};

export const catch_not_located = /** @type {(inputs: Catch_Not_LocatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível obter a localização.`)
};

export const catch_not_verified = /** @type {(inputs: Catch_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não verificada.`)
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
	return /** @type {LocalizedString} */ (`Nome do local`)
};

export const catch_place_not_given = /** @type {(inputs: Catch_Place_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não indicado`)
};

export const catch_rounded = /** @type {(inputs: Catch_RoundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(arredondada)`)
};

export const catch_save = /** @type {(inputs: Catch_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar captura`)
};

export const catch_save_changes = /** @type {(inputs: Catch_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar alterações`)
};

export const catch_sort_deepest = /** @type {(inputs: Catch_Sort_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais profundas`)
};

export const catch_sort_heaviest = /** @type {(inputs: Catch_Sort_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais pesadas`)
};

export const catch_sort_newest_caught = /** @type {(inputs: Catch_Sort_Newest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data de captura, recentes primeiro`)
};

export const catch_sort_newest_logged = /** @type {(inputs: Catch_Sort_Newest_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionadas recentemente`)
};

export const catch_sort_oldest_caught = /** @type {(inputs: Catch_Sort_Oldest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data de captura, antigas primeiro`)
};

export const catch_species = /** @type {(inputs: Catch_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espécie`)
};

export const catch_species_hint = /** @type {(inputs: Catch_Species_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualquer nome comum, em qualquer língua, ou o nome científico.`)
};

export const catch_tier = /** @type {(inputs: Catch_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nível`)
};

export const catch_tier_bronze = /** @type {(inputs: Catch_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

export const catch_tier_gold = /** @type {(inputs: Catch_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ouro`)
};

export const catch_tier_silver = /** @type {(inputs: Catch_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prata`)
};

export const catch_tier_unverified = /** @type {(inputs: Catch_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não verificada`)
};

export const catch_time_zone = /** @type {(inputs: Catch_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuso horário`)
};

export const catch_unit = /** @type {(inputs: Catch_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidade`)
};

export const catch_upload = /** @type {(inputs: Catch_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar`)
};

export const catch_use_location = /** @type {(inputs: Catch_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar a localização atual`)
};

export const catch_verification_history = /** @type {(inputs: Catch_Verification_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histórico de verificação`)
};

export const catch_verification_moved = /** @type {(inputs: Catch_Verification_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.verifier} mudou o nível de ${i?.from} para ${i?.to}`)
};

export const catch_verification_requested = /** @type {(inputs: Catch_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificação pedida: alterar provas`)
};

export const catch_weight = /** @type {(inputs: Catch_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso`)
};

export const catch_where = /** @type {(inputs: Catch_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local`)
};

export const chart_mark = /** @type {(inputs: Chart_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.value}`)
};

export const chart_mark_default = /** @type {(inputs: Chart_Mark_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`marca`)
};

export const chart_numbers = /** @type {(inputs: Chart_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os números`)
};

export const club_label_board_min_tier = /** @type {(inputs: Club_Label_Board_Min_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nível mínimo de verificação para as classificações`)
};

export const club_label_language = /** @type {(inputs: Club_Label_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const club_label_name = /** @type {(inputs: Club_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome do clube`)
};

export const club_label_season_start = /** @type {(inputs: Club_Label_Season_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A época começa a (MM-DD)`)
};

export const club_label_signup = /** @type {(inputs: Club_Label_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como se entra no clube`)
};

export const club_label_time_zone = /** @type {(inputs: Club_Label_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuso horário`)
};

export const club_label_units = /** @type {(inputs: Club_Label_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidades`)
};

export const club_own_choices = /** @type {(inputs: Club_Own_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada pessoa pode escolher as suas unidades, fuso horário e idioma na página da conta; estas definições valem para todos os outros.`)
};

export const club_pinned = /** @type {(inputs: Club_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fixado por ${i?.variable} no servidor: quem gere o servidor altera-o lá.`)
};

export const club_save = /** @type {(inputs: Club_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

export const club_signup_approval = /** @type {(inputs: Club_Signup_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualquer pessoa pede para entrar; um administrador aprova`)
};

export const club_signup_closed = /** @type {(inputs: Club_Signup_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguém se inscreve; os administradores adicionam as pessoas`)
};

export const club_signup_invite = /** @type {(inputs: Club_Signup_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por convite: os administradores convidam por e-mail`)
};

export const club_signup_open = /** @type {(inputs: Club_Signup_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualquer pessoa entra como pescador`)
};

export const club_tier_bronze = /** @type {(inputs: Club_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

export const club_tier_gold = /** @type {(inputs: Club_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ouro`)
};

export const club_tier_silver = /** @type {(inputs: Club_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prata`)
};

export const club_tier_unverified = /** @type {(inputs: Club_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não verificada`)
};

export const club_title = /** @type {(inputs: Club_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O clube`)
};

export const club_units_imperial = /** @type {(inputs: Club_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperiais (lb, in, ft, °F)`)
};

export const club_units_metric = /** @type {(inputs: Club_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métricas (kg, cm, m, °C)`)
};

export const competition_accept = /** @type {(inputs: Competition_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceitar`)
};

export const competition_add_divers = /** @type {(inputs: Competition_Add_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participantes (e-mails, separados por vírgulas; o primeiro faz a inscrição)`)
};

export const competition_add_entry = /** @type {(inputs: Competition_Add_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar inscrição`)
};

export const competition_add_entry_heading = /** @type {(inputs: Competition_Add_Entry_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar uma inscrição`)
};

export const competition_all_entries = /** @type {(inputs: Competition_All_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as inscrições`)
};

export const competition_biggest = /** @type {(inputs: Competition_BiggestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maior peixe`)
};

export const competition_cancel = /** @type {(inputs: Competition_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar a competição`)
};

export const competition_change = /** @type {(inputs: Competition_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterar a competição`)
};

export const competition_change_lead = /** @type {(inputs: Competition_Change_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: tudo pode mudar até começar; depois, só a descrição.`)
};

export const competition_change_title = /** @type {(inputs: Competition_Change_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alterar ${i?.name}`)
};

export const competition_counts = /** @type {(inputs: Competition_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta`)
};

export const competition_counts_not = /** @type {(inputs: Competition_Counts_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não: ${i?.reason}`)
};

export const competition_counts_points = /** @type {(inputs: Competition_Counts_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("pt", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`conta, ${i?.points} ponto`);
	return /** @type {LocalizedString} */ (`conta, ${i?.points} pontos`)
	
};

export const competition_counts_question = /** @type {(inputs: Competition_Counts_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta?`)
};

export const competition_create_draft = /** @type {(inputs: Competition_Create_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar rascunho`)
};

export const competition_description_label = /** @type {(inputs: Competition_Description_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descrição (opcional)`)
};

export const competition_dismiss = /** @type {(inputs: Competition_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejeitar`)
};

export const competition_division = /** @type {(inputs: Competition_DivisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categoria`)
};

export const competition_divisions_label = /** @type {(inputs: Competition_Divisions_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categorias (separadas por vírgulas, opcional)`)
};

export const competition_ends_label = /** @type {(inputs: Competition_Ends_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fim (hora local)`)
};

export const competition_enter = /** @type {(inputs: Competition_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrever-me`)
};

export const competition_entries_count = /** @type {(inputs: Competition_Entries_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} inscrição.`);
	return /** @type {LocalizedString} */ (`${i?.count} inscrições.`)
	
};

export const competition_entry = /** @type {(inputs: Competition_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrição`)
};

export const competition_entry_admin = /** @type {(inputs: Competition_Entry_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os administradores adicionam as inscrições`)
};

export const competition_entry_label = /** @type {(inputs: Competition_Entry_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quem faz a inscrição`)
};

export const competition_entry_open = /** @type {(inputs: Competition_Entry_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada participante inscreve-se sozinho`)
};

export const competition_finalize = /** @type {(inputs: Competition_FinalizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tornar os resultados finais`)
};

export const competition_find = /** @type {(inputs: Competition_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Procurar`)
};

export const competition_find_entry = /** @type {(inputs: Competition_Find_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Procurar a inscrição`)
};

export const competition_fish = /** @type {(inputs: Competition_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peixes`)
};

export const competition_live_full = /** @type {(inputs: Competition_Live_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A classificação continua a aparecer ao recarregar a página.`)
};

export const competition_live_full_title = /** @type {(inputs: Competition_Live_Full_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A classificação ao vivo está cheia`)
};

export const competition_my_fish = /** @type {(inputs: Competition_My_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os meus peixes`)
};

export const competition_my_fish_rank = /** @type {(inputs: Competition_My_Fish_RankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Os meus peixes · posição ${i?.rank}`)
};

export const competition_name_label = /** @type {(inputs: Competition_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome`)
};

export const competition_new = /** @type {(inputs: Competition_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova competição`)
};

export const competition_next = /** @type {(inputs: Competition_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seguinte: ${i?.name}`)
};

export const competition_no_entries = /** @type {(inputs: Competition_No_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda sem inscrições.`)
};

export const competition_no_fish = /** @type {(inputs: Competition_No_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há peixes registados durante a competição.`)
};

export const competition_no_fish_window = /** @type {(inputs: Competition_No_Fish_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há peixes registados durante a competição.`)
};

export const competition_nobody = /** @type {(inputs: Competition_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ninguém)`)
};

export const competition_none = /** @type {(inputs: Competition_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma.`)
};

export const competition_overall = /** @type {(inputs: Competition_OverallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geral`)
};

export const competition_points = /** @type {(inputs: Competition_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pontos`)
};

export const competition_preset_cmas = /** @type {(inputs: Competition_Preset_CmasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pontuação CMAS`)
};

export const competition_preset_heaviest = /** @type {(inputs: Competition_Preset_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peixe mais pesado`)
};

export const competition_preset_total = /** @type {(inputs: Competition_Preset_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso total`)
};

export const competition_printable_results = /** @type {(inputs: Competition_Printable_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados para imprimir`)
};

export const competition_protest_dismissed = /** @type {(inputs: Competition_Protest_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rejeitado`)
};

export const competition_protest_entry = /** @type {(inputs: Competition_Protest_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre a inscrição`)
};

export const competition_protest_general = /** @type {(inputs: Competition_Protest_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(os resultados em geral)`)
};

export const competition_protest_heading = /** @type {(inputs: Competition_Protest_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protesto`)
};

export const competition_protest_hours_label = /** @type {(inputs: Competition_Protest_Hours_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prazo de protestos (horas)`)
};

export const competition_protest_note = /** @type {(inputs: Competition_Protest_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota`)
};

export const competition_protest_open = /** @type {(inputs: Competition_Protest_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pendente`)
};

export const competition_protest_reason = /** @type {(inputs: Competition_Protest_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo`)
};

export const competition_protest_submit = /** @type {(inputs: Competition_Protest_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apresentar protesto`)
};

export const competition_protest_upheld = /** @type {(inputs: Competition_Protest_UpheldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aceite`)
};

export const competition_protests = /** @type {(inputs: Competition_ProtestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protestos`)
};

export const competition_provisional_results = /** @type {(inputs: Competition_Provisional_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados provisórios`)
};

export const competition_publish = /** @type {(inputs: Competition_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar`)
};

export const competition_rank = /** @type {(inputs: Competition_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posição`)
};

export const competition_reason_below_minimum = /** @type {(inputs: Competition_Reason_Below_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abaixo do peso mínimo`)
};

export const competition_reason_not_weighed = /** @type {(inputs: Competition_Reason_Not_WeighedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ainda não pesado`)
};

export const competition_reason_outside_area = /** @type {(inputs: Competition_Reason_Outside_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`capturado fora da zona da competição (ou sem localização)`)
};

export const competition_reason_over_fish_limit = /** @type {(inputs: Competition_Reason_Over_Fish_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`acima do limite de peixes por inscrição (contam os melhores)`)
};

export const competition_reason_over_species_limit = /** @type {(inputs: Competition_Reason_Over_Species_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`acima do limite da espécie (contam os melhores)`)
};

export const competition_reason_rejected = /** @type {(inputs: Competition_Reason_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rejeitado na pesagem`)
};

export const competition_reason_species_excluded = /** @type {(inputs: Competition_Reason_Species_ExcludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esta espécie não conta nesta competição`)
};

export const competition_refused_cancelled = /** @type {(inputs: Competition_Refused_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A competição já está cancelada.`)
};

export const competition_refused_changed = /** @type {(inputs: Competition_Refused_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A competição mudou entretanto: recarregue a página e tente de novo.`)
};

export const competition_refused_entries_closed = /** @type {(inputs: Competition_Refused_Entries_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As inscrições nesta competição estão fechadas.`)
};

export const competition_refused_final = /** @type {(inputs: Competition_Refused_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os resultados já são finais.`)
};

export const competition_refused_forbidden = /** @type {(inputs: Competition_Refused_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua conta não pode fazer isto nesta competição.`)
};

export const competition_refused_not_draft = /** @type {(inputs: Competition_Refused_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só um rascunho é publicado.`)
};

export const competition_refused_not_provisional = /** @type {(inputs: Competition_Refused_Not_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os resultados não são provisórios: protestos e fecho esperam pelo fim da competição e acabam quando os resultados são finais.`)
};

export const competition_refused_protest_resolved = /** @type {(inputs: Competition_Refused_Protest_ResolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este protesto já foi decidido.`)
};

export const competition_refused_protest_window_closed = /** @type {(inputs: Competition_Refused_Protest_Window_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O prazo de protestos terminou.`)
};

export const competition_refused_protests_open = /** @type {(inputs: Competition_Refused_Protests_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decida primeiro todos os protestos pendentes.`)
};

export const competition_refused_started = /** @type {(inputs: Competition_Refused_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A competição já começou: agora só a descrição pode mudar.`)
};

export const competition_reject = /** @type {(inputs: Competition_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejeitar`)
};

export const competition_reject_reason = /** @type {(inputs: Competition_Reject_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo (se for rejeitado)`)
};

export const competition_results = /** @type {(inputs: Competition_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados`)
};

export const competition_results_csv = /** @type {(inputs: Competition_Results_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados em CSV`)
};

export const competition_results_title = /** @type {(inputs: Competition_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resultados: ${i?.name}`)
};

export const competition_rule_area = /** @type {(inputs: Competition_Rule_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só contam os peixes capturados dentro da zona marcada; uma captura sem localização não conta.`)
};

export const competition_rule_as_logged = /** @type {(inputs: Competition_Rule_As_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os peixes contam como registados; não há pesagem.`)
};

export const competition_rule_at_most = /** @type {(inputs: Competition_Rule_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`conta no máximo ${i?.count}`);
	return /** @type {LocalizedString} */ (`contam no máximo ${i?.count}`)
	
};

export const competition_rule_best_fish = /** @type {(inputs: Competition_Rule_Best_FishInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Conta o melhor peixe de cada inscrição.`);
	return /** @type {LocalizedString} */ (`Contam os ${i?.count} melhores peixes de cada inscrição.`)
	
};

export const competition_rule_counts = /** @type {(inputs: Competition_Rule_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`conta`)
};

export const competition_rule_counts_from = /** @type {(inputs: Competition_Rule_Counts_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`conta a partir de ${i?.weight}`)
};

export const competition_rule_final_at_end = /** @type {(inputs: Competition_Rule_Final_At_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os resultados são finais no fim.`)
};

export const competition_rule_fish_bonus = /** @type {(inputs: Competition_Rule_Fish_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("pt", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} ponto extra por cada peixe que conta.`);
	return /** @type {LocalizedString} */ (`${i?.points} pontos extra por cada peixe que conta.`)
	
};

export const competition_rule_fixed_points = /** @type {(inputs: Competition_Rule_Fixed_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("pt", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`vale ${i?.points} ponto seja qual for o peso`);
	return /** @type {LocalizedString} */ (`vale ${i?.points} pontos seja qual for o peso`)
	
};

export const competition_rule_gram = /** @type {(inputs: Competition_Rule_GramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um ponto por cada grama que o peixe pesa.`)
};

export const competition_rule_listed_only = /** @type {(inputs: Competition_Rule_Listed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só contam as espécies da lista.`)
};

export const competition_rule_max_count = /** @type {(inputs: Competition_Rule_Max_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Conta no máximo ${i?.count} peixe de cada espécie (o melhor).`);
	return /** @type {LocalizedString} */ (`Contam no máximo ${i?.count} peixes de cada espécie (os melhores).`)
	
};

export const competition_rule_min_weight = /** @type {(inputs: Competition_Rule_Min_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Peixes com menos de ${i?.weight} não contam.`)
};

export const competition_rule_per_kg = /** @type {(inputs: Competition_Rule_Per_KgInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("pt", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} ponto por cada quilo que o peixe pesa.`);
	return /** @type {LocalizedString} */ (`${i?.points} pontos por cada quilo que o peixe pesa.`)
	
};

export const competition_rule_provisional = /** @type {(inputs: Competition_Rule_ProvisionalInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("pt", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Os resultados ficam provisórios durante ${i?.hours} hora após o fim: os participantes podem protestar e depois passam a finais.`);
	return /** @type {LocalizedString} */ (`Os resultados ficam provisórios durante ${i?.hours} horas após o fim: os participantes podem protestar e depois passam a finais.`)
	
};

export const competition_rule_single_best = /** @type {(inputs: Competition_Rule_Single_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só conta o melhor peixe de cada inscrição.`)
};

export const competition_rule_species = /** @type {(inputs: Competition_Rule_SpeciesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}: ${i?.rules}.`)
};

export const competition_rule_species_bonus = /** @type {(inputs: Competition_Rule_Species_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("pt", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} ponto extra por cada espécie diferente que conta numa inscrição.`);
	return /** @type {LocalizedString} */ (`${i?.points} pontos extra por cada espécie diferente que conta numa inscrição.`)
	
};

export const competition_rule_teams = /** @type {(inputs: Competition_Rule_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Equipas até ${i?.count}: os peixes dos membros somam-se.`)
};

export const competition_rule_weigh_in = /** @type {(inputs: Competition_Rule_Weigh_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um peixe conta depois de o juiz de pesagem o pesar e aceitar.`)
};

export const competition_rules = /** @type {(inputs: Competition_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regulamento`)
};

export const competition_run_it = /** @type {(inputs: Competition_Run_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organização`)
};

export const competition_running = /** @type {(inputs: Competition_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A decorrer`)
};

export const competition_save = /** @type {(inputs: Competition_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

export const competition_standings = /** @type {(inputs: Competition_StandingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classificação`)
};

export const competition_standings_so_far = /** @type {(inputs: Competition_Standings_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classificação até agora`)
};

export const competition_starts_label = /** @type {(inputs: Competition_Starts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Início (hora local)`)
};

export const competition_status_cancelled = /** @type {(inputs: Competition_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada`)
};

export const competition_status_draft = /** @type {(inputs: Competition_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rascunho (só administradores)`)
};

export const competition_status_final = /** @type {(inputs: Competition_Status_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados finais`)
};

export const competition_status_open = /** @type {(inputs: Competition_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrições abertas`)
};

export const competition_status_provisional = /** @type {(inputs: Competition_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados provisórios: prazo de protestos aberto`)
};

export const competition_status_running = /** @type {(inputs: Competition_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A decorrer`)
};

export const competition_team_individual = /** @type {(inputs: Competition_Team_IndividualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 (individual)`)
};

export const competition_team_mates = /** @type {(inputs: Competition_Team_MatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colegas de equipa (e-mails, separados por vírgulas)`)
};

export const competition_team_name = /** @type {(inputs: Competition_Team_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome da equipa`)
};

export const competition_team_size_label = /** @type {(inputs: Competition_Team_Size_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamanho da equipa`)
};

export const competition_team_up_to = /** @type {(inputs: Competition_Team_Up_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`até ${i?.count}`);
	return /** @type {LocalizedString} */ (`até ${i?.count}`)
	
};

export const competition_time_zone_label = /** @type {(inputs: Competition_Time_Zone_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuso horário`)
};

export const competition_upcoming = /** @type {(inputs: Competition_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximas`)
};

export const competition_uphold = /** @type {(inputs: Competition_UpholdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceitar`)
};

export const competition_weigh_in = /** @type {(inputs: Competition_Weigh_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesagem`)
};

export const competition_weigh_in_none = /** @type {(inputs: Competition_Weigh_In_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem pesagem: os peixes contam como registados`)
};

export const competition_weigh_in_required = /** @type {(inputs: Competition_Weigh_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrigatória: só contam os peixes pesados`)
};

export const competition_weigh_in_title = /** @type {(inputs: Competition_Weigh_In_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesagem: ${i?.name}`)
};

export const competition_weighmasters_label = /** @type {(inputs: Competition_Weighmasters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juízes de pesagem (e-mails de verificadores, separados por vírgulas)`)
};

export const competition_weight_kg = /** @type {(inputs: Competition_Weight_KgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso (kg)`)
};

export const competition_when = /** @type {(inputs: Competition_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.start} a ${i?.end} (${i?.zone})`)
};

export const continue_with = /** @type {(inputs: Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continuar com ${i?.provider}`)
};

export const dev_api_reference = /** @type {(inputs: Dev_Api_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`referência da API`)
};

export const dev_app_id = /** @type {(inputs: Dev_App_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID da aplicação`)
};

export const dev_app_registered = /** @type {(inputs: Dev_App_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aplicação ${i?.name} registrada.`)
};

export const dev_app_secret = /** @type {(inputs: Dev_App_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O segredo de cliente da sua aplicação.`)
};

export const dev_applicant = /** @type {(inputs: Dev_ApplicantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requerente`)
};

export const dev_application = /** @type {(inputs: Dev_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu pedido`)
};

export const dev_applications_link = /** @type {(inputs: Dev_Applications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedidos que aguardam uma decisão`)
};

export const dev_applications_title = /** @type {(inputs: Dev_Applications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedidos de desenvolvedores`)
};

export const dev_applied = /** @type {(inputs: Dev_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido em`)
};

export const dev_apply = /** @type {(inputs: Dev_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar pedido`)
};

export const dev_apply_title = /** @type {(inputs: Dev_Apply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peça o acesso antecipado`)
};

export const dev_approve = /** @type {(inputs: Dev_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprovar`)
};

export const dev_approve_named = /** @type {(inputs: Dev_Approve_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aprovar ${i?.name}`)
};

export const dev_apps_title = /** @type {(inputs: Dev_Apps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicações OAuth`)
};

export const dev_authorised_count = /** @type {(inputs: Dev_Authorised_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pessoas que a autorizaram`)
};

export const dev_authorised_title = /** @type {(inputs: Dev_Authorised_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicações que você autorizou`)
};

export const dev_bad_status = /** @type {(inputs: Dev_Bad_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O status é um código como 404 ou uma classe como 4xx.`)
};

export const dev_building = /** @type {(inputs: Dev_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projeto`)
};

export const dev_building_question = /** @type {(inputs: Dev_Building_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que você está criando?`)
};

export const dev_cancel = /** @type {(inputs: Dev_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const dev_client_id = /** @type {(inputs: Dev_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID do cliente`)
};

export const dev_confirmed = /** @type {(inputs: Dev_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrigado. Um administrador vai decidir sobre o seu pedido; você receberá a resposta por e-mail.`)
};

export const dev_confirmed_title = /** @type {(inputs: Dev_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço confirmado`)
};

export const dev_copied = /** @type {(inputs: Dev_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiado.`)
};

export const dev_copy = /** @type {(inputs: Dev_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar`)
};

export const dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecione o texto e copie.`)
};

export const dev_count_apps = /** @type {(inputs: Dev_Count_AppsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} aplicação OAuth`);
	return /** @type {LocalizedString} */ (`${i?.count} aplicações OAuth`)
	
};

export const dev_count_grants = /** @type {(inputs: Dev_Count_GrantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} autorização`);
	return /** @type {LocalizedString} */ (`${i?.count} autorizações`)
	
};

export const dev_count_keys = /** @type {(inputs: Dev_Count_KeysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} chave de API`);
	return /** @type {LocalizedString} */ (`${i?.count} chaves de API`)
	
};

export const dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar chave`)
};

export const dev_create_key_title = /** @type {(inputs: Dev_Create_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar uma chave`)
};

export const dev_decided = /** @type {(inputs: Dev_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decididos`)
};

export const dev_decided_on = /** @type {(inputs: Dev_Decided_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} em ${i?.time}`)
};

export const dev_decision = /** @type {(inputs: Dev_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decisão`)
};

export const dev_decline = /** @type {(inputs: Dev_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recusar`)
};

export const dev_decline_named = /** @type {(inputs: Dev_Decline_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recusar ${i?.name}`)
};

export const dev_decline_warning = /** @type {(inputs: Dev_Decline_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recusar revoga as chaves criadas desde a aprovação (${i?.keys}), desativa as aplicações (${i?.apps}) e revoga as autorizações dessas aplicações com todos os tokens (${i?.grants}): deixam de funcionar na hora. Se aprovar de novo, as aplicações voltam a funcionar; chaves e autorizações continuam revogadas.`)
};

export const dev_declined_done = /** @type {(inputs: Dev_Declined_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: recusado. As chaves criadas desde a aprovação (${i?.keys}) foram revogadas, as aplicações (${i?.apps}) desativadas e as autorizações dessas aplicações revogadas com todos os tokens (${i?.grants}): nada disso funciona mais. Se aprovar de novo, as aplicações voltam a funcionar; chaves e autorizações continuam revogadas.`)
};

export const dev_delete = /** @type {(inputs: Dev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir`)
};

export const dev_delete_named = /** @type {(inputs: Dev_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Excluir ${i?.name}`)
};

export const dev_duration = /** @type {(inputs: Dev_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duração`)
};

export const dev_edit = /** @type {(inputs: Dev_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar`)
};

export const dev_edit_named = /** @type {(inputs: Dev_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar ${i?.name}`)
};

export const dev_email_unconfirmed = /** @type {(inputs: Dev_Email_UnconfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ainda não confirmado: abra o link que enviamos para ${i?.email}.`)
};

export const dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expira`)
};

export const dev_expires_in_days = /** @type {(inputs: Dev_Expires_In_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("pt", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Em ${i?.days} dia`);
	return /** @type {LocalizedString} */ (`Em ${i?.days} dias`)
	
};

export const dev_expires_never = /** @type {(inputs: Dev_Expires_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunca`)
};

export const dev_expires_year = /** @type {(inputs: Dev_Expires_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Em um ano`)
};

export const dev_filter = /** @type {(inputs: Dev_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar`)
};

export const dev_grant = /** @type {(inputs: Dev_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} pode usar ${i?.scopes} (desde ${i?.since})`)
};

export const dev_grant_used = /** @type {(inputs: Dev_Grant_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} pode usar ${i?.scopes} (desde ${i?.since}, último uso em ${i?.used})`)
};

export const dev_key = /** @type {(inputs: Dev_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chave`)
};

export const dev_key_created = /** @type {(inputs: Dev_Key_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chave ${i?.name} criada.`)
};

export const dev_key_id = /** @type {(inputs: Dev_Key_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID da chave`)
};

export const dev_key_or_app = /** @type {(inputs: Dev_Key_Or_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chave ou aplicação`)
};

export const dev_keys = /** @type {(inputs: Dev_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaves de API`)
};

export const dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último uso`)
};

export const dev_link_invalid = /** @type {(inputs: Dev_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este link de confirmação não existe ou já foi usado.`)
};

export const dev_link_invalid_title = /** @type {(inputs: Dev_Link_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link inválido`)
};

export const dev_mail_approved_body = /** @type {(inputs: Dev_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Olá,

seu acesso de desenvolvedor foi aprovado: agora você pode criar chaves de API e registrar aplicações OAuth.

${i?.link}
`)
};

export const dev_mail_approved_subject = /** @type {(inputs: Dev_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu acesso de desenvolvedor no catchd foi aprovado`)
};

export const dev_mail_confirm_body = /** @type {(inputs: Dev_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Olá,

alguém pediu acesso de desenvolvedor no catchd com este endereço. Para o confirmar, abra:

${i?.link}

Se não foi você, ignore este e-mail: sem a confirmação nada acontece.
`)
};

export const dev_mail_confirm_subject = /** @type {(inputs: Dev_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme seu e-mail para o acesso de desenvolvedor no catchd`)
};

export const dev_mail_declined_body = /** @type {(inputs: Dev_Mail_Declined_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Olá,

seu pedido de desenvolvedor foi recusado. Você continua podendo usar o catchd; as chaves de API criadas como desenvolvedor e as suas aplicações OAuth, se houver, deixam de funcionar.
`)
};

export const dev_mail_declined_subject = /** @type {(inputs: Dev_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu pedido de desenvolvedor no catchd foi recusado`)
};

export const dev_may_hold = /** @type {(inputs: Dev_May_HoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suas chaves e aplicações podem ter: ${i?.scopes}.`)
};

export const dev_method = /** @type {(inputs: Dev_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Método`)
};

export const dev_name = /** @type {(inputs: Dev_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome`)
};

export const dev_nav_access = /** @type {(inputs: Dev_Nav_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acesso`)
};

export const dev_nav_apps = /** @type {(inputs: Dev_Nav_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicações`)
};

export const dev_nav_authorised = /** @type {(inputs: Dev_Nav_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicações autorizadas`)
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
	return /** @type {LocalizedString} */ (`Sua nova chave de API.`)
};

export const dev_no_apps = /** @type {(inputs: Dev_No_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há aplicações.`)
};

export const dev_no_authorised = /** @type {(inputs: Dev_No_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você não autorizou nenhuma aplicação.`)
};

export const dev_no_keys = /** @type {(inputs: Dev_No_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há chaves de API.`)
};

export const dev_no_requests = /** @type {(inputs: Dev_No_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma requisição corresponde.`)
};

export const dev_nobody_waiting = /** @type {(inputs: Dev_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há ninguém aguardando.`)
};

export const dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caminho`)
};

export const dev_path_filter = /** @type {(inputs: Dev_Path_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O caminho começa com`)
};

export const dev_portal = /** @type {(inputs: Dev_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portal de desenvolvedores`)
};

export const dev_quickstart = /** @type {(inputs: Dev_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`guia rápido`)
};

export const dev_read_docs = /** @type {(inputs: Dev_Read_DocsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leia a ${i?.reference} e o ${i?.quickstart}.`)
};

export const dev_redirect_uris = /** @type {(inputs: Dev_Redirect_UrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URIs de redirecionamento`)
};

export const dev_redirect_uris_hint = /** @type {(inputs: Dev_Redirect_Uris_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URIs de redirecionamento (uma por linha)`)
};

export const dev_refusal_closed = /** @type {(inputs: Dev_Refusal_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No momento este site não oferece acesso de desenvolvedor.`)
};

export const dev_refusal_declined = /** @type {(inputs: Dev_Refusal_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu pedido de acesso de desenvolvedor foi recusado.`)
};

export const dev_refusal_none = /** @type {(inputs: Dev_Refusal_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As chaves de API e as aplicações OAuth são para desenvolvedores aprovados. Peça o acesso antecipado na página inicial do portal de desenvolvedores.`)
};

export const dev_refusal_requested = /** @type {(inputs: Dev_Refusal_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu pedido de acesso de desenvolvedor aguarda a decisão de um administrador.`)
};

export const dev_register = /** @type {(inputs: Dev_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar aplicação`)
};

export const dev_register_title = /** @type {(inputs: Dev_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar uma aplicação`)
};

export const dev_request_id = /** @type {(inputs: Dev_Request_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID da requisição`)
};

export const dev_request_log = /** @type {(inputs: Dev_Request_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro de requisições`)
};

export const dev_requests = /** @type {(inputs: Dev_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requisições`)
};

export const dev_requests_lead = /** @type {(inputs: Dev_Requests_LeadInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("pt", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Suas requisições à API do último dia, das mais recentes para as mais antigas.`);
	return /** @type {LocalizedString} */ (`Suas requisições à API dos últimos ${i?.days} dias, das mais recentes para as mais antigas.`)
	
};

export const dev_revoke = /** @type {(inputs: Dev_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revogar`)
};

export const dev_revoke_named = /** @type {(inputs: Dev_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revogar ${i?.name}`)
};

export const dev_rotate = /** @type {(inputs: Dev_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renovar o segredo`)
};

export const dev_rotate_named = /** @type {(inputs: Dev_Rotate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renovar o segredo de ${i?.name}`)
};

export const dev_save = /** @type {(inputs: Dev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvar`)
};

export const dev_scopes = /** @type {(inputs: Dev_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permissões (scopes)`)
};

export const dev_secret_once = /** @type {(inputs: Dev_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só aparece agora: copie e guarde em local seguro.`)
};

export const dev_secret_rotated = /** @type {(inputs: Dev_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O segredo foi renovado; o antigo já não funciona.`)
};

export const dev_session = /** @type {(inputs: Dev_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sessão`)
};

export const dev_standing_approved = /** @type {(inputs: Dev_Standing_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu acesso de desenvolvedor está aprovado.`)
};

export const dev_state = /** @type {(inputs: Dev_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Situação`)
};

export const dev_state_approved = /** @type {(inputs: Dev_State_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aprovado`)
};

export const dev_state_declined = /** @type {(inputs: Dev_State_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recusado`)
};

export const dev_state_requested = /** @type {(inputs: Dev_State_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pendente`)
};

export const dev_status = /** @type {(inputs: Dev_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const dev_status_filter = /** @type {(inputs: Dev_Status_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status (404 ou 4xx)`)
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
	return /** @type {LocalizedString} */ (`Confidencial (um servidor que guarda um segredo)`)
};

export const dev_type_public = /** @type {(inputs: Dev_Type_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pública`)
};

export const dev_type_public_hint = /** @type {(inputs: Dev_Type_Public_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pública (um app de navegador ou de celular, só PKCE)`)
};

export const dev_unconfirmed = /** @type {(inputs: Dev_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(não confirmado)`)
};

export const dev_waiting_list = /** @type {(inputs: Dev_Waiting_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista de espera`)
};

export const digest_catches = /** @type {(inputs: Digest_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura registada`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas registadas`)
	
};

export const digest_finished = /** @type {(inputs: Digest_FinishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} competição terminada`);
	return /** @type {LocalizedString} */ (`${i?.count} competições terminadas`)
	
};

export const digest_finished_list = /** @type {(inputs: Digest_Finished_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terminadas: ${i?.names}.`)
};

export const digest_grades = /** @type {(inputs: Digest_GradesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nível atribuído`);
	return /** @type {LocalizedString} */ (`${i?.count} níveis atribuídos`)
	
};

export const digest_heaviest = /** @type {(inputs: Digest_HeaviestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A mais pesada da semana: ${i?.species}, ${i?.weight}, de ${i?.diver}.`)
};

export const digest_highlights = /** @type {(inputs: Digest_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destaques:`)
};

export const digest_intro = /** @type {(inputs: Digest_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O que aconteceu em ${i?.club} de ${i?.from} a ${i?.to}:`)
};

export const digest_members = /** @type {(inputs: Digest_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} novo membro`);
	return /** @type {LocalizedString} */ (`${i?.count} novos membros`)
	
};

export const digest_new_members = /** @type {(inputs: Digest_New_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Boas-vindas a ${i?.names}.`)
};

export const digest_open = /** @type {(inputs: Digest_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A página do clube: ${i?.link}`)
};

export const digest_published = /** @type {(inputs: Digest_PublishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} competição publicada`);
	return /** @type {LocalizedString} */ (`${i?.count} competições publicadas`)
	
};

export const digest_published_list = /** @type {(inputs: Digest_Published_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publicadas: ${i?.names}.`)
};

export const digest_record = /** @type {(inputs: Digest_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Novo recorde do clube em ${i?.species}: ${i?.weight}, de ${i?.diver}.`)
};

export const digest_records = /** @type {(inputs: Digest_RecordsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} novo recorde do clube`);
	return /** @type {LocalizedString} */ (`${i?.count} novos recordes do clube`)
	
};

export const digest_subject = /** @type {(inputs: Digest_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.club}: a semana de ${i?.from} a ${i?.to}`)
};

export const email_label = /** @type {(inputs: Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

export const error_forbidden = /** @type {(inputs: Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua conta não tem acesso a esta página.`)
};

export const error_form_expired = /** @type {(inputs: Error_Form_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este formulário expirou (talvez tenha entrado ou saído da conta desde que ele foi aberto). Volte, recarregue a página e envie de novo.`)
};

export const error_form_expired_title = /** @type {(inputs: Error_Form_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este formulário expirou`)
};

export const error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há nada neste endereço, ou não tem acesso a ele.`)
};

export const error_server = /** @type {(inputs: Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocorreu um erro do nosso lado; o problema ficou guardado para análise.`)
};

export const error_start_page = /** @type {(inputs: Error_Start_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir para a página inicial`)
};

export const error_title_400 = /** @type {(inputs: Error_Title_400Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não funcionou`)
};

export const error_title_403 = /** @type {(inputs: Error_Title_403Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem permissão`)
};

export const error_title_404 = /** @type {(inputs: Error_Title_404Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página não encontrada`)
};

export const error_title_405 = /** @type {(inputs: Error_Title_405Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não permitido aqui`)
};

export const error_title_409 = /** @type {(inputs: Error_Title_409Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Há um conflito`)
};

export const error_title_413 = /** @type {(inputs: Error_Title_413Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grande demais`)
};

export const error_title_415 = /** @type {(inputs: Error_Title_415Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formato não suportado`)
};

export const error_title_422 = /** @type {(inputs: Error_Title_422Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique o que enviou`)
};

export const error_title_429 = /** @type {(inputs: Error_Title_429Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentativas demais`)
};

export const error_title_503 = /** @type {(inputs: Error_Title_503Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indisponível no momento`)
};

export const error_title_other = /** @type {(inputs: Error_Title_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocorreu um erro`)
};

export const event_every_type = /** @type {(inputs: Event_Every_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos os tipos`)
};

export const event_none = /** @type {(inputs: Event_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem eventos.`)
};

export const event_older = /** @type {(inputs: Event_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos anteriores →`)
};

export const event_show = /** @type {(inputs: Event_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar`)
};

export const event_summary = /** @type {(inputs: Event_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} ${i?.id} em ${i?.time}`)
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
	return /** @type {LocalizedString} */ (`Esqueceu a senha?`)
};

export const form_after_year = /** @type {(inputs: Form_After_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deve ser posterior a ${i?.year}.`)
};

export const form_at_least = /** @type {(inputs: Form_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deve ser pelo menos ${i?.limit}.`)
};

export const form_at_most = /** @type {(inputs: Form_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deve ser no máximo ${i?.limit}.`)
};

export const form_choose_photo = /** @type {(inputs: Form_Choose_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma foto.`)
};

export const form_lat_lon_both = /** @type {(inputs: Form_Lat_Lon_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indique a latitude e a longitude, ou nenhuma das duas.`)
};

export const form_less_than = /** @type {(inputs: Form_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deve ser inferior a ${i?.limit}.`)
};

export const form_max_length = /** @type {(inputs: Form_Max_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Deve ter no máximo ${i?.count} caractere.`);
	return /** @type {LocalizedString} */ (`Deve ter no máximo ${i?.count} caracteres.`)
	
};

export const form_min_length = /** @type {(inputs: Form_Min_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Deve ter pelo menos ${i?.count} caractere.`);
	return /** @type {LocalizedString} */ (`Deve ter pelo menos ${i?.count} caracteres.`)
	
};

export const form_more_than = /** @type {(inputs: Form_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deve ser superior a ${i?.limit}.`)
};

export const form_not_a_time = /** @type {(inputs: Form_Not_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não é uma data e hora válidas.`)
};

export const form_not_accepted = /** @type {(inputs: Form_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este valor não é válido.`)
};

export const form_not_empty = /** @type {(inputs: Form_Not_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não pode ficar vazio.`)
};

export const form_not_future = /** @type {(inputs: Form_Not_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não pode ser no futuro.`)
};

export const form_number = /** @type {(inputs: Form_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deve ser um número.`)
};

export const form_one_of = /** @type {(inputs: Form_One_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma das opções.`)
};

export const form_required = /** @type {(inputs: Form_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`É obrigatório.`)
};

export const form_time_zone = /** @type {(inputs: Form_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não é um fuso horário reconhecido.`)
};

export const form_unknown_species = /** @type {(inputs: Form_Unknown_SpeciesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não há nenhuma espécie chamada “${i?.name}”.`)
};

export const form_unknown_species_close = /** @type {(inputs: Form_Unknown_Species_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não há nenhuma espécie chamada “${i?.name}”. Será: ${i?.matches}?`)
};

export const form_whole_number = /** @type {(inputs: Form_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deve ser um número inteiro.`)
};

export const guide_english_only = /** @type {(inputs: Guide_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os guias estão escritos em inglês.`)
};

export const guide_guides = /** @type {(inputs: Guide_GuidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guias`)
};

export const guide_lead = /** @type {(inputs: Guide_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passo a passo da API do catchd; a referência completa está em ${i?.link}.`)
};

export const guide_not_found = /** @type {(inputs: Guide_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veja a lista em ${i?.path}.`)
};

export const guide_not_found_title = /** @type {(inputs: Guide_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse guia não existe`)
};

export const guide_reference = /** @type {(inputs: Guide_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referência`)
};

export const guide_title_errors = /** @type {(inputs: Guide_Title_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erros`)
};

export const guide_title_idempotent_retries = /** @type {(inputs: Guide_Title_Idempotent_RetriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novas tentativas idempotentes`)
};

export const guide_title_oauth_pkce = /** @type {(inputs: Guide_Title_Oauth_PkceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OAuth 2.0 com PKCE: agir em nome de outras pessoas`)
};

export const guide_title_paging_and_search = /** @type {(inputs: Guide_Title_Paging_And_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paginação e pesquisa`)
};

export const guide_title_quickstart = /** @type {(inputs: Guide_Title_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guia rápido: uma chave, uma primeira captura, um primeiro webhook`)
};

export const home_boards = /** @type {(inputs: Home_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver as classificações`)
};

export const home_lead = /** @type {(inputs: Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anote, verifique e classifique as capturas de caça submarina do clube.`)
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Início`)
};

export const join_approval_lead = /** @type {(inputs: Join_Approval_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um administrador aprova os novos membros; vai ver em que ponto está o seu pedido.`)
};

export const join_approve = /** @type {(inputs: Join_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprovar`)
};

export const join_approve_label = /** @type {(inputs: Join_Approve_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aprovar ${i?.name}`)
};

export const join_approved_text = /** @type {(inputs: Join_Approved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua conta está pronta: entre com o seu e-mail e a sua senha.`)
};

export const join_approved_title = /** @type {(inputs: Join_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Já está dentro`)
};

export const join_building_label = /** @type {(inputs: Join_Building_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que está a criar?`)
};

export const join_button = /** @type {(inputs: Join_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

export const join_check_inbox_spam = /** @type {(inputs: Join_Check_Inbox_SpamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nada ao fim de alguns minutos? Veja na pasta de spam. Enviamos no máximo ${i?.count} e-mails destes por dia para o mesmo endereço.`)
};

export const join_check_inbox_text = /** @type {(inputs: Join_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviámos um e-mail para ${i?.email}. Abra o link que ele contém nas próximas 24 horas para continuar.`)
};

export const join_check_inbox_title = /** @type {(inputs: Join_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique a sua caixa de entrada`)
};

export const join_closed_add = /** @type {(inputs: Join_Closed_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De momento ninguém entra (CATCHD_SIGNUP=closed): adicione pessoas com "${i?.add}", mais abaixo.`)
};

export const join_closed_title = /** @type {(inputs: Join_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar no clube`)
};

export const join_col_actions = /** @type {(inputs: Join_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ações`)
};

export const join_col_decision = /** @type {(inputs: Join_Col_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decisão`)
};

export const join_col_link = /** @type {(inputs: Join_Col_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

export const join_col_person = /** @type {(inputs: Join_Col_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pessoa`)
};

export const join_col_signed_up = /** @type {(inputs: Join_Col_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido em`)
};

export const join_confirm_address_text = /** @type {(inputs: Join_Confirm_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirme ${i?.email} para continuar.`)
};

export const join_confirm_address_title = /** @type {(inputs: Join_Confirm_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme o seu endereço`)
};

export const join_decline = /** @type {(inputs: Join_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recusar`)
};

export const join_decline_label = /** @type {(inputs: Join_Decline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recusar ${i?.name}`)
};

export const join_declined_text = /** @type {(inputs: Join_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um administrador recusou este pedido.`)
};

export const join_declined_title = /** @type {(inputs: Join_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido recusado`)
};

export const join_early_access_closed_text = /** @type {(inputs: Join_Early_Access_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aqui o registo de acesso antecipado está desativado. Se tem conta, entre e faça o pedido no portal para programadores.`)
};

export const join_early_access_closed_title = /** @type {(inputs: Join_Early_Access_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O registo de acesso antecipado está fechado`)
};

export const join_early_access_lead = /** @type {(inputs: Join_Early_Access_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma conta neste catchd e o seu pedido de acesso de programador, de uma só vez. Um administrador decide sobre o pedido.`)
};

export const join_have_account = /** @type {(inputs: Join_Have_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Já tem conta? ${i?.link}.`)
};

export const join_invitation_title = /** @type {(inputs: Join_Invitation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Junte-se ao catchd`)
};

export const join_invitations = /** @type {(inputs: Join_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convites`)
};

export const join_invite = /** @type {(inputs: Join_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convidar`)
};

export const join_invited_as = /** @type {(inputs: Join_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foi convidado como ${i?.role} com o endereço ${i?.email}. Escolha o seu nome e a sua senha.`)
};

export const join_link_expired = /** @type {(inputs: Join_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expirado`)
};

export const join_link_mailed = /** @type {(inputs: Join_Link_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O link é enviado por e-mail para o endereço.`)
};

export const join_link_shown = /** @type {(inputs: Join_Link_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há e-mail configurado: recebe o link para o passar você mesmo.`)
};

export const join_link_to_pass_on = /** @type {(inputs: Join_Link_To_Pass_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O link de convite para ${i?.email} funciona uma vez, durante sete dias: passe-o você mesmo (não há e-mail configurado).`)
};

export const join_link_until = /** @type {(inputs: Join_Link_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`até ${i?.time}`)
};

export const join_mail_approved_body = /** @type {(inputs: Join_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O seu pedido em ${i?.url} foi aprovado. Entre com o seu e-mail e a sua senha:

${i?.link}`)
};

export const join_mail_approved_subject = /** @type {(inputs: Join_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bem-vindo ao catchd`)
};

export const join_mail_confirm_body = /** @type {(inputs: Join_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguém pediu para entrar no catchd em ${i?.url} com este endereço de e-mail.

Se foi você, abra este link nas próximas 24 horas para o confirmar:

${i?.link}

Se não foi você, ignore este e-mail: sem o link não acontece nada.`)
};

export const join_mail_confirm_subject = /** @type {(inputs: Join_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme o seu e-mail no catchd`)
};

export const join_mail_declined_body = /** @type {(inputs: Join_Mail_Declined_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um administrador recusou o seu pedido em ${i?.url}.`)
};

export const join_mail_declined_subject = /** @type {(inputs: Join_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu pedido no catchd foi recusado`)
};

export const join_mail_invitation_body = /** @type {(inputs: Join_Mail_Invitation_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um administrador convida-o para entrar no catchd em ${i?.url} como ${i?.role}.

Abra este link para escolher o seu nome e a sua senha. Funciona uma vez, até ${i?.until}:

${i?.link}

Se não estava à espera disto, ignore este e-mail.`)
};

export const join_mail_invitation_subject = /** @type {(inputs: Join_Mail_Invitation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foi convidado para entrar no catchd`)
};

export const join_mail_known_account = /** @type {(inputs: Join_Mail_Known_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este endereço já tem uma conta lá. Se foi você, entre em vez disso (se esqueceu a senha, a página de entrada ajuda):`)
};

export const join_mail_known_body = /** @type {(inputs: Join_Mail_Known_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguém tentou criar uma conta no catchd em ${i?.url} com este endereço de e-mail.

${i?.why}

${i?.link}

Se não foi você, ignore este e-mail: nada mudou.`)
};

export const join_mail_known_declined = /** @type {(inputs: Join_Mail_Known_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um pedido com este endereço já foi recusado. Fale com um administrador do clube se achar que é um engano. A página de entrada:`)
};

export const join_mail_known_subject = /** @type {(inputs: Join_Mail_Known_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguém tentou criar uma conta no catchd com o seu endereço`)
};

export const join_mail_known_waiting = /** @type {(inputs: Join_Mail_Known_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Já há um pedido com este endereço à espera da decisão de um administrador; vai receber um e-mail quando for tomada. A página de entrada:`)
};

export const join_mail_sign_off = /** @type {(inputs: Join_Mail_Sign_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd em ${i?.url}`)
};

export const join_name_label = /** @type {(inputs: Join_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome (como os outros o veem)`)
};

export const join_new_link = /** @type {(inputs: Join_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novo link`)
};

export const join_new_link_label = /** @type {(inputs: Join_New_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Criar um novo link de convite para ${i?.email}`)
};

export const join_no_invitations = /** @type {(inputs: Join_No_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há convites pendentes.`)
};

export const join_nobody_waiting = /** @type {(inputs: Join_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguém está à espera.`)
};

export const join_password_label = /** @type {(inputs: Join_Password_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Senha (pelo menos ${i?.min} caracteres)`)
};

export const join_pending_invitations = /** @type {(inputs: Join_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convites pendentes`)
};

export const join_qr_label = /** @type {(inputs: Join_Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código QR do link de convite para ${i?.email}`)
};

export const join_refused_building = /** @type {(inputs: Join_Refused_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diga em poucas palavras o que está a criar.`)
};

export const join_refused_email = /** @type {(inputs: Join_Refused_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tem de ser um endereço de e-mail.`)
};

export const join_refused_too_long = /** @type {(inputs: Join_Refused_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pode ter no máximo ${i?.max} caracteres.`)
};

export const join_requested_text = /** @type {(inputs: Join_Requested_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu endereço está confirmado e o pedido aguarda a decisão de um administrador. Guarde o endereço desta página para voltar e ver em que ponto está.`)
};

export const join_revoke = /** @type {(inputs: Join_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revogar`)
};

export const join_revoke_label = /** @type {(inputs: Join_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revogar o convite para ${i?.email}`)
};

export const join_scan_it = /** @type {(inputs: Join_Scan_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou deixe que o leiam diretamente aqui:`)
};

export const join_send_again = /** @type {(inputs: Join_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar`)
};

export const join_send_again_label = /** @type {(inputs: Join_Send_Again_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reenviar o convite para ${i?.email}`)
};

export const join_set_up_text = /** @type {(inputs: Join_Set_Up_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Já existe um administrador, por isso os links de configuração deixaram de funcionar.`)
};

export const join_set_up_title = /** @type {(inputs: Join_Set_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O catchd já está configurado`)
};

export const join_setup_button = /** @type {(inputs: Join_Setup_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar a conta de administrador`)
};

export const join_setup_lead = /** @type {(inputs: Join_Setup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguém gere ainda este catchd. Crie o primeiro administrador: você.`)
};

export const join_setup_link_text = /** @type {(inputs: Join_Setup_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este link de configuração expirou ou foi mal escrito. Reinicie o catchd: enquanto não houver administrador, ao arrancar mostra um novo link.`)
};

export const join_setup_link_title = /** @type {(inputs: Join_Setup_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link de configuração inválido`)
};

export const join_setup_title = /** @type {(inputs: Join_Setup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configure o catchd`)
};

export const join_share_button = /** @type {(inputs: Join_Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partilhar o link…`)
};

export const join_share_text = /** @type {(inputs: Join_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O seu convite para ${i?.club}, para ${i?.email}:`)
};

export const join_share_title = /** @type {(inputs: Join_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Junte-se a ${i?.club} no catchd`)
};

export const join_sign_up_and_apply = /** @type {(inputs: Join_Sign_Up_And_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar conta e fazer o pedido`)
};

export const join_sign_ups_waiting = /** @type {(inputs: Join_Sign_Ups_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedidos pendentes`)
};

export const join_waiting_text = /** @type {(inputs: Join_Waiting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu pedido aguarda a decisão de um administrador. Depois de aprovado, entre com o seu e-mail e a sua senha.`)
};

export const join_waiting_title = /** @type {(inputs: Join_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À espera de um administrador`)
};

export const leave_choose_catches = /** @type {(inputs: Leave_Choose_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha o que acontece às suas capturas.`)
};

export const leave_confirm_word = /** @type {(inputs: Leave_Confirm_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`apagar`)
};

export const leave_danger_zone = /** @type {(inputs: Leave_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona de perigo`)
};

export const leave_delete_button = /** @type {(inputs: Leave_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apagar a minha conta…`)
};

export const leave_delete_catches = /** @type {(inputs: Leave_Delete_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apagar as minhas capturas e as fotos`)
};

export const leave_delete_heading = /** @type {(inputs: Leave_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apagar a minha conta`)
};

export const leave_delete_lead = /** @type {(inputs: Leave_Delete_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu nome e o seu e-mail desaparecem e todas as formas de entrar deixam de funcionar. Não é possível voltar atrás.`)
};

export const leave_download = /** @type {(inputs: Leave_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fazer download dos meus dados`)
};

export const leave_download_what = /** @type {(inputs: Leave_Download_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um único zip: as suas capturas (JSON e CSV), verificações, fotos, chaves de API e aplicações (sem segredos) e chaves de acesso (nomes e datas).`)
};

export const leave_final_button = /** @type {(inputs: Leave_Final_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apagar a minha conta de vez`)
};

export const leave_final_delete = /** @type {(inputs: Leave_Final_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As suas capturas e as fotos são apagadas.`)
};

export const leave_final_gone = /** @type {(inputs: Leave_Final_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} e o seu nome são apagados; todas as sessões, chaves de acesso e chaves de API deixam de funcionar.`)
};

export const leave_final_keep = /** @type {(inputs: Leave_Final_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As suas capturas ficam nas classificações, como "${i?.name}".`)
};

export const leave_final_title = /** @type {(inputs: Leave_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apagar a sua conta de vez?`)
};

export const leave_keep_account = /** @type {(inputs: Leave_Keep_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não, manter a minha conta`)
};

export const leave_keep_catches = /** @type {(inputs: Leave_Keep_CatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manter as minhas capturas nas classificações, como "${i?.name}"`)
};

export const leave_password = /** @type {(inputs: Leave_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua senha, para confirmar`)
};

export const leave_type_email = /** @type {(inputs: Leave_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escreva o seu e-mail (${i?.email}) para confirmar`)
};

export const leave_type_word = /** @type {(inputs: Leave_Type_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escreva ${i?.word} para continuar`)
};

export const leave_word_refused = /** @type {(inputs: Leave_Word_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não é "${i?.word}": escreva a palavra para continuar.`)
};

export const leave_your_catches = /** @type {(inputs: Leave_Your_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As suas capturas`)
};

export const leave_your_data = /** @type {(inputs: Leave_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os seus dados`)
};

export const live_off = /** @type {(inputs: Live_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As atualizações ao vivo estão desligadas: recarregue a página para ver o mais recente.`)
};

export const live_on = /** @type {(inputs: Live_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ao vivo: atualiza a cada captura nova ou verificada.`)
};

export const live_updated = /** @type {(inputs: Live_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Atualizado às ${i?.time}`)
};

export const nav_admin = /** @type {(inputs: Nav_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administração`)
};

export const nav_competitions = /** @type {(inputs: Nav_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competições`)
};

export const nav_developers = /** @type {(inputs: Nav_DevelopersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programadores`)
};

export const nav_leaderboards = /** @type {(inputs: Nav_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classificações`)
};

export const nav_log_catch = /** @type {(inputs: Nav_Log_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova captura`)
};

export const nav_main = /** @type {(inputs: Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal`)
};

export const nav_menu = /** @type {(inputs: Nav_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const nav_my_catches = /** @type {(inputs: Nav_My_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minhas capturas`)
};

export const nav_species = /** @type {(inputs: Nav_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espécies`)
};

export const nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estatísticas`)
};

export const nav_unread = /** @type {(inputs: Nav_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Notificações: ${i?.count} não lida`);
	return /** @type {LocalizedString} */ (`Notificações: ${i?.count} não lidas`)
	
};

export const nav_verify = /** @type {(inputs: Nav_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar`)
};

export const nav_your_account = /** @type {(inputs: Nav_Your_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: a sua conta`)
};

export const notice_account_deleted = /** @type {(inputs: Notice_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua conta foi apagada. Obrigado, e boas pescarias!`)
};

export const notice_app_deleted = /** @type {(inputs: Notice_App_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A aplicação foi apagada.`)
};

export const notice_app_revoked = /** @type {(inputs: Notice_App_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revogado: os tokens da aplicação deixaram de funcionar.`)
};

export const notice_app_saved = /** @type {(inputs: Notice_App_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A aplicação foi guardada.`)
};

export const notice_application_approved = /** @type {(inputs: Notice_Application_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido aprovado.`)
};

export const notice_application_declined = /** @type {(inputs: Notice_Application_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido recusado.`)
};

export const notice_applied = /** @type {(inputs: Notice_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrigado: o seu pedido foi recebido.`)
};

export const notice_delivery_queued = /** @type {(inputs: Notice_Delivery_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colocado de novo na fila.`)
};

export const notice_disabled = /** @type {(inputs: Notice_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desativado.`)
};

export const notice_email_changed = /** @type {(inputs: Notice_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu endereço de e-mail foi alterado.`)
};

export const notice_email_confirm_sent = /** @type {(inputs: Notice_Email_Confirm_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quase pronto: abra o link enviado para o novo endereço. Até lá, o seu endereço continua o mesmo.`)
};

export const notice_enabled = /** @type {(inputs: Notice_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativado.`)
};

export const notice_endpoint_deleted = /** @type {(inputs: Notice_Endpoint_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endpoint foi apagado.`)
};

export const notice_grade_refused = /** @type {(inputs: Notice_Grade_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recusada: a captura fica sem verificação.`)
};

export const notice_graded_bronze = /** @type {(inputs: Notice_Graded_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nível bronze atribuído.`)
};

export const notice_graded_gold = /** @type {(inputs: Notice_Graded_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nível ouro atribuído.`)
};

export const notice_graded_silver = /** @type {(inputs: Notice_Graded_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nível prata atribuído.`)
};

export const notice_invitation_resent = /** @type {(inputs: Notice_Invitation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O convite foi reenviado, com um novo link.`)
};

export const notice_invitation_revoked = /** @type {(inputs: Notice_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O convite foi cancelado: o link deixou de funcionar.`)
};

export const notice_invited = /** @type {(inputs: Notice_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O convite está a caminho.`)
};

export const notice_key_revoked = /** @type {(inputs: Notice_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A chave foi revogada.`)
};

export const notice_passkey_added = /** @type {(inputs: Notice_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chave de acesso adicionada: da próxima vez entre com ela, sem senha.`)
};

export const notice_passkey_removed = /** @type {(inputs: Notice_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A chave de acesso foi removida: já não serve para entrar.`)
};

export const notice_passkey_renamed = /** @type {(inputs: Notice_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A chave de acesso foi renomeada.`)
};

export const notice_password_changed = /** @type {(inputs: Notice_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua senha foi alterada; todas as outras sessões foram encerradas.`)
};

export const notice_person_added = /** @type {(inputs: Notice_Person_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A pessoa foi adicionada.`)
};

export const notice_role_changed = /** @type {(inputs: Notice_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Função alterada.`)
};

export const notice_saved = /** @type {(inputs: Notice_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterações guardadas.`)
};

export const notice_second_factor_removed = /** @type {(inputs: Notice_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A aplicação de autenticação foi removida; todas as outras sessões foram encerradas.`)
};

export const notice_second_factor_reset = /** @type {(inputs: Notice_Second_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O segundo fator foi redefinido: a pessoa saiu de todas as sessões e pode configurar um novo.`)
};

export const notice_secret_rotated = /** @type {(inputs: Notice_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O segredo foi renovado.`)
};

export const notice_session_ended = /** @type {(inputs: Notice_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essa sessão foi encerrada.`)
};

export const notice_sessions_ended = /** @type {(inputs: Notice_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as outras sessões foram encerradas.`)
};

export const notice_setup_done = /** @type {(inputs: Notice_Setup_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agora é o administrador. Convide pessoas abaixo.`)
};

export const notice_sign_up_approved = /** @type {(inputs: Notice_Sign_Up_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrição aprovada: a pessoa já pode entrar.`)
};

export const notice_sign_up_declined = /** @type {(inputs: Notice_Sign_Up_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrição recusada.`)
};

export const notice_test_sent = /** @type {(inputs: Notice_Test_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um evento de teste está a caminho.`)
};

export const notice_welcome = /** @type {(inputs: Notice_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boas-vindas ao catchd!`)
};

export const notify_all = /** @type {(inputs: Notify_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas`)
};

export const notify_board_catch_count = /** @type {(inputs: Notify_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`número de capturas`)
};

export const notify_board_deepest = /** @type {(inputs: Notify_Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`captura mais funda`)
};

export const notify_board_heaviest = /** @type {(inputs: Notify_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`peixe mais pesado`)
};

export const notify_board_left = /** @type {(inputs: Notify_Board_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saiu do top 10 da classificação «${i?.board}» (estava em ${i?.old}.º).`)
};

export const notify_board_moved = /** @type {(inputs: Notify_Board_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passou do ${i?.old}.º para o ${i?.new}.º lugar na classificação «${i?.board}».`)
};

export const notify_board_season = /** @type {(inputs: Notify_Board_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`época ${i?.season}`)
};

export const notify_board_title = /** @type {(inputs: Notify_Board_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foi ultrapassado numa classificação`)
};

export const notify_board_total_weight = /** @type {(inputs: Notify_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`peso total`)
};

export const notify_boards_more = /** @type {(inputs: Notify_Boards_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`E mais ${i?.count} classificação.`);
	return /** @type {LocalizedString} */ (`E mais ${i?.count} classificações.`)
	
};

export const notify_boards_title = /** @type {(inputs: Notify_Boards_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Foi ultrapassado em ${i?.count} classificação`);
	return /** @type {LocalizedString} */ (`Foi ultrapassado em ${i?.count} classificações`)
	
};

export const notify_catch_graded_text = /** @type {(inputs: Notify_Catch_Graded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um verificador atribuiu o nível ${i?.tier} à sua captura de ${i?.species} (antes: ${i?.previous}).`)
};

export const notify_catch_graded_title = /** @type {(inputs: Notify_Catch_Graded_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A sua captura recebeu o nível ${i?.tier}`)
};

export const notify_catch_refused_text = /** @type {(inputs: Notify_Catch_Refused_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um verificador recusou a sua captura de ${i?.species}.`)
};

export const notify_catch_refused_title = /** @type {(inputs: Notify_Catch_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua captura foi recusada`)
};

export const notify_choose = /** @type {(inputs: Notify_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha o que lhe chega, e onde`)
};

export const notify_developer_text = /** @type {(inputs: Notify_Developer_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} pede acesso de programador.`)
};

export const notify_developer_title = /** @type {(inputs: Notify_Developer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um pedido de acesso de programador aguarda por si`)
};

export const notify_digest_title = /** @type {(inputs: Notify_Digest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A semana em ${i?.club}`)
};

export const notify_email = /** @type {(inputs: Notify_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

export const notify_email_daily = /** @type {(inputs: Notify_Email_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumo diário`)
};

export const notify_email_instant = /** @type {(inputs: Notify_Email_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail de imediato`)
};

export const notify_email_off = /** @type {(inputs: Notify_Email_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem e-mail`)
};

export const notify_email_weekly = /** @type {(inputs: Notify_Email_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumo semanal`)
};

export const notify_final_text = /** @type {(inputs: Notify_Final_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Os resultados de ${i?.competition} são finais.`)
};

export const notify_final_title = /** @type {(inputs: Notify_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Já há resultados finais`)
};

export const notify_in_app = /** @type {(inputs: Notify_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na aplicação`)
};

export const notify_kind_board_overtaken = /** @type {(inputs: Notify_Kind_Board_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguém o ultrapassa no top 10 de uma classificação`)
};

export const notify_kind_catch_graded = /** @type {(inputs: Notify_Kind_Catch_GradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma das suas capturas recebe um nível ou é recusada`)
};

export const notify_kind_club_digest = /** @type {(inputs: Notify_Kind_Club_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um resumo semanal da atividade do clube (administradores)`)
};

export const notify_kind_competition_overtaken = /** @type {(inputs: Notify_Kind_Competition_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguém ultrapassa a sua inscrição no top 10 de uma competição`)
};

export const notify_kind_competition_published = /** @type {(inputs: Notify_Kind_Competition_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma competição é publicada`)
};

export const notify_kind_competition_results = /** @type {(inputs: Notify_Kind_Competition_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados provisórios ou finais de uma competição em que participa`)
};

export const notify_kind_developer_application_waiting = /** @type {(inputs: Notify_Kind_Developer_Application_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um pedido de acesso de programador aguarda decisão (administradores)`)
};

export const notify_kind_protest_on_entry = /** @type {(inputs: Notify_Kind_Protest_On_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`É apresentado um protesto contra a sua inscrição numa competição`)
};

export const notify_kind_sign_up_waiting = /** @type {(inputs: Notify_Kind_Sign_Up_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um pedido de inscrição aguarda aprovação (administradores)`)
};

export const notify_kind_verification_requested = /** @type {(inputs: Notify_Kind_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um mergulhador pede a verificação de uma captura (verificadores e administradores)`)
};

export const notify_mail_choices = /** @type {(inputs: Notify_Mail_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todas as suas escolhas: ${i?.link}`)
};

export const notify_mail_more = /** @type {(inputs: Notify_Mail_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`E mais ${i?.count}: ${i?.link}`);
	return /** @type {LocalizedString} */ (`E mais ${i?.count}: ${i?.link}`)
	
};

export const notify_mail_stop = /** @type {(inputs: Notify_Mail_StopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para deixar de receber estes e-mails (e só estes): ${i?.link}`)
};

export const notify_mail_subject_many = /** @type {(inputs: Notify_Mail_Subject_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} notificação (${i?.kind})`);
	return /** @type {LocalizedString} */ (`${i?.count} notificações (${i?.kind})`)
	
};

export const notify_mail_why = /** @type {(inputs: Notify_Mail_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recebe este e-mail devido à sua escolha para «${i?.kind}».`)
};

export const notify_mark_all_read = /** @type {(inputs: Notify_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar todas como lidas`)
};

export const notify_no_devices = /** @type {(inputs: Notify_No_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda nenhum dispositivo recebe notificações.`)
};

export const notify_nothing_unread = /** @type {(inputs: Notify_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada por ler.`)
};

export const notify_nothing_yet = /** @type {(inputs: Notify_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda nada: aqui vai encontrar o que acontece às suas capturas, classificações e competições.`)
};

export const notify_overtaken_left = /** @type {(inputs: Notify_Overtaken_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A sua inscrição saiu do top 10 de ${i?.competition} (estava em ${i?.old}.º).`)
};

export const notify_overtaken_moved = /** @type {(inputs: Notify_Overtaken_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A sua inscrição passou do ${i?.old}.º para o ${i?.new}.º lugar na classificação de ${i?.competition}.`)
};

export const notify_overtaken_title = /** @type {(inputs: Notify_Overtaken_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foi ultrapassado em ${i?.competition}`)
};

export const notify_page_title = /** @type {(inputs: Notify_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificações`)
};

export const notify_protest_catch_text = /** @type {(inputs: Notify_Protest_Catch_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguém apresentou um protesto contra uma captura da sua inscrição em ${i?.competition}; um administrador vai decidir.`)
};

export const notify_protest_entry_text = /** @type {(inputs: Notify_Protest_Entry_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguém apresentou um protesto contra a sua inscrição em ${i?.competition}; um administrador vai decidir.`)
};

export const notify_protest_title = /** @type {(inputs: Notify_Protest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um protesto contra a sua inscrição`)
};

export const notify_provisional_text = /** @type {(inputs: Notify_Provisional_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Os resultados de ${i?.competition} são provisórios: pode apresentar protestos até se tornarem finais.`)
};

export const notify_provisional_title = /** @type {(inputs: Notify_Provisional_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Já há resultados provisórios`)
};

export const notify_published_text = /** @type {(inputs: Notify_Published_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As inscrições para ${i?.competition} estão abertas.`)
};

export const notify_published_title = /** @type {(inputs: Notify_Published_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma nova competição`)
};

export const notify_push_heading = /** @type {(inputs: Notify_Push_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificações nos seus dispositivos`)
};

export const notify_push_off = /** @type {(inputs: Notify_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desativar notificações neste dispositivo`)
};

export const notify_push_on = /** @type {(inputs: Notify_Push_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativar notificações neste dispositivo`)
};

export const notify_push_unavailable = /** @type {(inputs: Notify_Push_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este servidor não pode enviar notificações para dispositivos.`)
};

export const notify_reason = /** @type {(inputs: Notify_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo: ${i?.note}`)
};

export const notify_save = /** @type {(inputs: Notify_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

export const notify_settings_heading = /** @type {(inputs: Notify_Settings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que lhe chega, e onde`)
};

export const notify_sign_up_text = /** @type {(inputs: Notify_Sign_Up_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} pede para entrar no clube.`)
};

export const notify_sign_up_title = /** @type {(inputs: Notify_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um pedido de inscrição aguarda por si`)
};

export const notify_since = /** @type {(inputs: Notify_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desde ${i?.time}`)
};

export const notify_stop_push = /** @type {(inputs: Notify_Stop_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deixar de notificar aí`)
};

export const notify_tier_bronze = /** @type {(inputs: Notify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

export const notify_tier_gold = /** @type {(inputs: Notify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ouro`)
};

export const notify_tier_silver = /** @type {(inputs: Notify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prata`)
};

export const notify_tier_unverified = /** @type {(inputs: Notify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sem verificação`)
};

export const notify_unread = /** @type {(inputs: Notify_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não lida`)
};

export const notify_unread_only = /** @type {(inputs: Notify_Unread_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só não lidas`)
};

export const notify_unsubscribe_button = /** @type {(inputs: Notify_Unsubscribe_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deixar de os receber`)
};

export const notify_unsubscribe_explain = /** @type {(inputs: Notify_Unsubscribe_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deixará de receber e-mails de «${i?.kind}». Os outros tipos e a aplicação ficam como estão.`)
};

export const notify_unsubscribe_invalid = /** @type {(inputs: Notify_Unsubscribe_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta ligação para anular a subscrição não é válida. As suas escolhas estão em ${i?.link}.`)
};

export const notify_unsubscribe_invalid_title = /** @type {(inputs: Notify_Unsubscribe_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligação inválida`)
};

export const notify_unsubscribe_question = /** @type {(inputs: Notify_Unsubscribe_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deixar de receber estes e-mails?`)
};

export const notify_unsubscribe_title = /** @type {(inputs: Notify_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deixar de receber estes e-mails`)
};

export const notify_unsubscribed_heading = /** @type {(inputs: Notify_Unsubscribed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feito`)
};

export const notify_unsubscribed_text = /** @type {(inputs: Notify_Unsubscribed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não receberá mais e-mails de «${i?.kind}». Se mudar de ideias, vá a ${i?.link}.`)
};

export const notify_unsubscribed_title = /** @type {(inputs: Notify_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscrição anulada`)
};

export const notify_verification_requested_text = /** @type {(inputs: Notify_Verification_Requested_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.diver} pede a verificação da captura de ${i?.species}.`)
};

export const notify_verification_requested_title = /** @type {(inputs: Notify_Verification_Requested_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma captura aguarda verificação`)
};

export const notify_your_account = /** @type {(inputs: Notify_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua conta`)
};

export const notify_your_notifications = /** @type {(inputs: Notify_Your_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As suas notificações`)
};

export const oauth_afterwards = /** @type {(inputs: Oauth_AfterwardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você pode retirar a permissão a qualquer momento. Depois você volta para ${i?.destination}.`)
};

export const oauth_allow = /** @type {(inputs: Oauth_AllowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permitir`)
};

export const oauth_allow_question = /** @type {(inputs: Oauth_Allow_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Permitir ${i?.app}?`)
};

export const oauth_allow_title = /** @type {(inputs: Oauth_Allow_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Permitir ${i?.app}`)
};

export const oauth_app_disabled = /** @type {(inputs: Oauth_App_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A aplicação que trouxe você até aqui está desativada.`)
};

export const oauth_deny = /** @type {(inputs: Oauth_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negar`)
};

export const oauth_link_broken = /** @type {(inputs: Oauth_Link_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este link de acesso não funciona`)
};

export const oauth_no_client = /** @type {(inputs: Oauth_No_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A requisição não indica nenhuma aplicação (falta client_id).`)
};

export const oauth_no_redirect = /** @type {(inputs: Oauth_No_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A requisição não tem redirect_uri e a aplicação tem vários.`)
};

export const oauth_repeated_redirect = /** @type {(inputs: Oauth_Repeated_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A requisição repete redirect_uri.`)
};

export const oauth_unknown_app = /** @type {(inputs: Oauth_Unknown_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A aplicação que trouxe você até aqui não está registrada.`)
};

export const oauth_unregistered_redirect = /** @type {(inputs: Oauth_Unregistered_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A aplicação pediu para enviar você a um endereço que não registrou, então paramos aqui.`)
};

export const oauth_wants = /** @type {(inputs: Oauth_WantsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} quer usar sua conta do catchd, ${i?.person} (${i?.email}). Se permitir, poderá:`)
};

export const oauth_withheld = /** @type {(inputs: Oauth_WithheldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Também pediu coisas que sua conta não pode fazer e que não vai receber: ${i?.scopes}.`)
};

export const offline_back_in_reach = /** @type {(inputs: Offline_Back_In_ReachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De novo com sinal: esta página é a última cópia guardada neste aparelho, de ${i?.time}. Recarregue-a para ver a versão mais recente.`)
};

export const offline_caught = /** @type {(inputs: Offline_CaughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`capturada em ${i?.time}`)
};

export const offline_discard = /** @type {(inputs: Offline_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar`)
};

export const offline_dismiss = /** @type {(inputs: Offline_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechar`)
};

export const offline_fix = /** @type {(inputs: Offline_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrigir`)
};

export const offline_fix_elsewhere = /** @type {(inputs: Offline_Fix_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrigir na página Nova captura`)
};

export const offline_fixing = /** @type {(inputs: Offline_FixingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrija esta captura e guarde-a de novo; fica aqui até ser enviada.`)
};

export const offline_no_connection = /** @type {(inputs: Offline_No_ConnectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sem sinal: esta página é a última cópia guardada neste aparelho, de ${i?.time}.`)
};

export const offline_open_catch = /** @type {(inputs: Offline_Open_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abrir a captura`)
};

export const offline_outbox_title = /** @type {(inputs: Offline_Outbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neste aparelho`)
};

export const offline_page_heading = /** @type {(inputs: Offline_Page_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem sinal, e esta página não está guardada neste aparelho`)
};

export const offline_page_text = /** @type {(inputs: Offline_Page_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As páginas abertas com a sessão iniciada ficam guardadas aqui. ${i?.link}: fica guardada neste aparelho e é enviada quando o sinal voltar.`)
};

export const offline_page_title = /** @type {(inputs: Offline_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem sinal`)
};

export const offline_photos = /** @type {(inputs: Offline_PhotosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} foto`);
	return /** @type {LocalizedString} */ (`${i?.count} fotos`)
	
};

export const offline_saved = /** @type {(inputs: Offline_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Captura guardada.`)
};

export const offline_saving = /** @type {(inputs: Offline_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando neste aparelho…`)
};

export const offline_sent_saved = /** @type {(inputs: Offline_Sent_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada e guardada:`)
};

export const offline_sign_in_again = /** @type {(inputs: Offline_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volte a entrar para enviar o que está à espera`)
};

export const offline_sign_in_to_send = /** @type {(inputs: Offline_Sign_In_To_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volte a entrar para as enviar.`)
};

export const offline_sign_out_question = /** @type {(inputs: Offline_Sign_Out_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura está guardada neste aparelho e ainda não foi enviada. Ao sair, será eliminada. Sair mesmo assim?`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas estão guardadas neste aparelho e ainda não foram enviadas. Ao sair, serão eliminadas. Sair mesmo assim?`)
	
};

export const offline_state_refused = /** @type {(inputs: Offline_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recusada: precisa de correção`)
};

export const offline_state_sent = /** @type {(inputs: Offline_State_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada, com um problema`)
};

export const offline_state_waiting = /** @type {(inputs: Offline_State_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À espera de envio`)
};

export const offline_unnamed_species = /** @type {(inputs: Offline_Unnamed_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espécie não indicada`)
};

export const offline_waiting = /** @type {(inputs: Offline_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Guardada neste aparelho: ${i?.count} à espera de envio.`);
	return /** @type {LocalizedString} */ (`Guardadas neste aparelho: ${i?.count} à espera de envio.`)
	
};

export const offline_you_are_offline = /** @type {(inputs: Offline_You_Are_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Está sem sinal. As capturas adicionadas ficam guardadas neste aparelho e são enviadas quando o sinal voltar.`)
};

export const or = /** @type {(inputs: OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou`)
};

export const pager_label = /** @type {(inputs: Pager_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas`)
};

export const pager_next = /** @type {(inputs: Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próxima →`)
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
	return /** @type {LocalizedString} */ (`Adicionar uma chave de acesso`)
};

export const passkey_added = /** @type {(inputs: Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionada`)
};

export const passkey_confirm_to_add = /** @type {(inputs: Passkey_Confirm_To_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} para adicionar uma chave de acesso.`)
};

export const passkey_default_name = /** @type {(inputs: Passkey_Default_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A minha chave de acesso`)
};

export const passkey_heading = /** @type {(inputs: Passkey_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaves de acesso`)
};

export const passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último uso`)
};

export const passkey_lead = /** @type {(inputs: Passkey_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre com a impressão digital, o rosto, o bloqueio do dispositivo ou uma chave de segurança: sem senha.`)
};

export const passkey_name_of = /** @type {(inputs: Passkey_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nome da chave de acesso ${i?.name}`)
};

export const passkey_never = /** @type {(inputs: Passkey_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunca`)
};

export const passkey_new_name = /** @type {(inputs: Passkey_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome da nova chave de acesso`)
};

export const passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não tem chaves de acesso.`)
};

export const passkey_remove = /** @type {(inputs: Passkey_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover`)
};

export const passkey_remove_label = /** @type {(inputs: Passkey_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remover a chave de acesso ${i?.name}`)
};

export const passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mudar o nome`)
};

export const passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mudar o nome da chave de acesso ${i?.name}`)
};

export const passkey_sign_in = /** @type {(inputs: Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar com uma chave de acesso`)
};

export const passkey_yours = /** @type {(inputs: Passkey_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As suas chaves de acesso`)
};

export const password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha`)
};

export const people_access = /** @type {(inputs: People_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acesso`)
};

export const people_access_legend = /** @type {(inputs: People_Access_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aberto a todos, sem entrar`)
};

export const people_access_note = /** @type {(inputs: People_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tudo o resto (registar, verificar, administrar) precisa sempre de uma conta.`)
};

export const people_active = /** @type {(inputs: People_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativo`)
};

export const people_activity = /** @type {(inputs: People_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atividade`)
};

export const people_activity_of = /** @type {(inputs: People_Activity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Atividade de ${i?.name}`)
};

export const people_add = /** @type {(inputs: People_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar`)
};

export const people_add_person = /** @type {(inputs: People_Add_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar uma pessoa`)
};

export const people_area_divers = /** @type {(inputs: People_Area_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas dos mergulhadores: a melhor captura de cada um por espécie`)
};

export const people_area_leaderboards = /** @type {(inputs: People_Area_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classificações, e a classificação para incorporar no site do clube`)
};

export const people_area_species = /** @type {(inputs: People_Area_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas das espécies: nomes, fotos, recordes e capturas verificadas recentes`)
};

export const people_back = /** @type {(inputs: People_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar às pessoas`)
};

export const people_change_role = /** @type {(inputs: People_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterar função`)
};

export const people_deleted = /** @type {(inputs: People_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta apagada`)
};

export const people_disable = /** @type {(inputs: People_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desativar`)
};

export const people_disable_label = /** @type {(inputs: People_Disable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desativar ${i?.name}`)
};

export const people_disabled = /** @type {(inputs: People_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desativado`)
};

export const people_enable = /** @type {(inputs: People_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativar`)
};

export const people_enable_label = /** @type {(inputs: People_Enable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ativar ${i?.name}`)
};

export const people_heading = /** @type {(inputs: People_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pessoas e funções`)
};

export const people_insecure_base_url = /** @type {(inputs: People_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CATCHD_BASE_URL usa http simples (${i?.origin}) num anfitrião que não é esta máquina: os cookies de sessão seguem sem Secure e as senhas viajam sem cifra. Sirva o catchd por https e defina CATCHD_BASE_URL com o endereço https://.`)
};

export const people_joining_approval = /** @type {(inputs: People_Joining_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`qualquer pessoa se regista; os administradores aprovam ou recusam na página das pessoas.`)
};

export const people_joining_closed = /** @type {(inputs: People_Joining_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguém entra; os administradores adicionam pessoas na página das pessoas.`)
};

export const people_joining_developer_label = /** @type {(inputs: People_Joining_Developer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registo de acesso antecipado no portal para programadores (CATCHD_DEVELOPER_SIGNUP)`)
};

export const people_joining_developer_off = /** @type {(inputs: People_Joining_Developer_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desativado.`)
};

export const people_joining_developer_on = /** @type {(inputs: People_Joining_Developer_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ativo: os visitantes registam-se e pedem acesso de programador de uma só vez, seja qual for o modo de entrada.`)
};

export const people_joining_heading = /** @type {(inputs: People_Joining_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como se entra no clube`)
};

export const people_joining_invite = /** @type {(inputs: People_Joining_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`os administradores convidam por e-mail (na página das pessoas); o link funciona uma vez, durante sete dias.`)
};

export const people_joining_mail_label = /** @type {(inputs: People_Joining_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail (CATCHD_SMTP_URL)`)
};

export const people_joining_mail_off = /** @type {(inputs: People_Joining_Mail_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não configurado: os links de convite são mostrados para copiar, e os registos não são confirmados por e-mail.`)
};

export const people_joining_mail_on = /** @type {(inputs: People_Joining_Mail_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`configurado: os convites e as confirmações de endereço são enviados por e-mail.`)
};

export const people_joining_mode_label = /** @type {(inputs: People_Joining_Mode_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada de membros (CATCHD_SIGNUP)`)
};

export const people_joining_note = /** @type {(inputs: People_Joining_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estes valores vêm da configuração do servidor; quem o gere altera-os lá.`)
};

export const people_joining_open = /** @type {(inputs: People_Joining_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`qualquer pessoa se regista e entra como mergulhador.`)
};

export const people_link_access = /** @type {(inputs: People_Link_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que os visitantes podem ver`)
};

export const people_link_club = /** @type {(inputs: People_Link_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O clube: nome, fuso horário, unidades, idioma, temporadas, entrada de membros`)
};

export const people_link_species = /** @type {(inputs: People_Link_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catálogo de espécies`)
};

export const people_no_address = /** @type {(inputs: People_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sem endereço`)
};

export const people_no_such_person = /** @type {(inputs: People_No_Such_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essa pessoa não existe`)
};

export const people_refused_role = /** @type {(inputs: People_Refused_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tem de ser administrador, verificador ou mergulhador.`)
};

export const people_refused_taken = /** @type {(inputs: People_Refused_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguém já tem este e-mail.`)
};

export const people_role = /** @type {(inputs: People_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Função`)
};

export const people_role_admin = /** @type {(inputs: People_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`administrador`)
};

export const people_role_developer = /** @type {(inputs: People_Role_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`programador`)
};

export const people_role_diver = /** @type {(inputs: People_Role_DiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mergulhador`)
};

export const people_role_of = /** @type {(inputs: People_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Função de ${i?.name}`)
};

export const people_role_verifier = /** @type {(inputs: People_Role_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verificador`)
};

export const people_second_factor = /** @type {(inputs: People_Second_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segundo fator`)
};

export const people_settings = /** @type {(inputs: People_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Definições`)
};

export const people_tile_applications = /** @type {(inputs: People_Tile_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`pedido de programador`);
	return /** @type {LocalizedString} */ (`pedidos de programador`)
	
};

export const people_tile_catches = /** @type {(inputs: People_Tile_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`captura por verificar`);
	return /** @type {LocalizedString} */ (`capturas por verificar`)
	
};

export const people_tile_sign_ups = /** @type {(inputs: People_Tile_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`pedido por aprovar`);
	return /** @type {LocalizedString} */ (`pedidos por aprovar`)
	
};

export const people_title = /** @type {(inputs: People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pessoas`)
};

export const people_update_available = /** @type {(inputs: People_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd ${i?.newer} já está disponível (este servidor usa ${i?.current}). No servidor, ${i?.update} instala-o depois de uma cópia de segurança; ${i?.rollback} volta atrás.`)
};

export const people_waiting_for_you = /** @type {(inputs: People_Waiting_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À sua espera`)
};

export const problems_title = /** @type {(inputs: Problems_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrija estes pontos e envie de novo:`)
};

export const reset_check_inbox = /** @type {(inputs: Reset_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se alguma conta usar esse endereço, vai receber um link para definir uma nova senha. Funciona uma vez, durante uma hora.`)
};

export const reset_credentials_legend = /** @type {(inputs: Reset_Credentials_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaves de API e aplicações que podem usar a sua conta sem a senha`)
};

export const reset_done_text = /** @type {(inputs: Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as sessões da sua conta foram terminadas. Entre com a nova senha.`)
};

export const reset_done_title = /** @type {(inputs: Reset_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua senha está definida`)
};

export const reset_kept = /** @type {(inputs: Reset_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estas continuam a funcionar sem a senha. Depois de entrar, revogue as que não criou em ${i?.keys} e ${i?.apps}.`)
};

export const reset_kept_apps = /** @type {(inputs: Reset_Kept_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`as aplicações que autorizou`)
};

export const reset_kept_keys = /** @type {(inputs: Reset_Kept_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`as suas chaves de API`)
};

export const reset_kind_app = /** @type {(inputs: Reset_Kind_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicação`)
};

export const reset_kind_key = /** @type {(inputs: Reset_Kind_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chave de API`)
};

export const reset_lead = /** @type {(inputs: Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indique o e-mail da sua conta: enviamos-lhe um link para definir uma nova senha.`)
};

export const reset_made_last_used = /** @type {(inputs: Reset_Made_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`criada em ${i?.made}, último uso em ${i?.used}`)
};

export const reset_made_never_used = /** @type {(inputs: Reset_Made_Never_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`criada em ${i?.made}, nunca usada`)
};

export const reset_mail_body = /** @type {(inputs: Reset_Mail_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguém pediu para definir uma nova senha na conta deste endereço no catchd, em ${i?.url}.

Se foi você, abra este link dentro de uma hora. Só funciona uma vez:

${i?.link}

Se não foi você, ignore este e-mail: a sua senha continua igual.`)
};

export const reset_mail_me = /** @type {(inputs: Reset_Mail_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar-me um link`)
};

export const reset_mail_subject = /** @type {(inputs: Reset_Mail_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Defina uma nova senha no catchd`)
};

export const reset_new_lead = /** @type {(inputs: Reset_New_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ao defini-la, todas as suas sessões são terminadas.`)
};

export const reset_new_title = /** @type {(inputs: Reset_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Defina uma nova senha`)
};

export const reset_no_mail = /** @type {(inputs: Reset_No_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este clube não envia e-mails, por isso aqui não é possível redefinir a senha por e-mail. Peça a um administrador que defina uma nova.`)
};

export const reset_revoke_too = /** @type {(inputs: Reset_Revoke_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revogar também todas (escolha isto se não foram todas criadas por si)`)
};

export const reset_revoked = /** @type {(inputs: Reset_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as chaves de API e acessos de aplicações da sua conta foram revogados.`)
};

export const reset_set_password = /** @type {(inputs: Reset_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Definir senha`)
};

export const scope_account_read = /** @type {(inputs: Scope_Account_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver seu perfil e gerenciar suas chaves de API`)
};

export const scope_account_write = /** @type {(inputs: Scope_Account_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterar sua conta: perfil, senha, sessões; exportar seus dados ou excluir a conta`)
};

export const scope_catches_read = /** @type {(inputs: Scope_Catches_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver capturas, suas verificações e os eventos de capturas`)
};

export const scope_catches_write = /** @type {(inputs: Scope_Catches_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar, editar e excluir suas capturas`)
};

export const scope_club_write = /** @type {(inputs: Scope_Club_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterar as configurações do clube: nome, fuso horário, unidades, idioma, temporadas, adesões (administradores)`)
};

export const scope_competitions_write = /** @type {(inputs: Scope_Competitions_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar e gerir competições (administradores) e registrar pesagens (responsáveis pela pesagem)`)
};

export const scope_leaderboards_read = /** @type {(inputs: Scope_Leaderboards_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver as classificações`)
};

export const scope_species_read = /** @type {(inputs: Scope_Species_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver espécies, suas fotos e recordes`)
};

export const scope_species_write = /** @type {(inputs: Scope_Species_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar e editar espécies e enviar fotos delas (administradores)`)
};

export const scope_verifications_write = /** @type {(inputs: Scope_Verifications_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar as capturas de outros mergulhadores (verificadores e administradores)`)
};

export const scope_webhooks_read = /** @type {(inputs: Scope_Webhooks_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver seus endpoints de webhook e as entregas`)
};

export const scope_webhooks_write = /** @type {(inputs: Scope_Webhooks_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar e gerenciar seus endpoints de webhook`)
};

export const share_board_catch_count = /** @type {(inputs: Share_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais capturas`)
};

export const share_board_deepest = /** @type {(inputs: Share_Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Captura mais funda`)
};

export const share_board_description = /** @type {(inputs: Share_Board_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A classificação de ${i?.club}: ${i?.board}.`)
};

export const share_board_empty = /** @type {(inputs: Share_Board_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há capturas nesta classificação.`)
};

export const share_board_heaviest = /** @type {(inputs: Share_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peixe mais pesado`)
};

export const share_board_total_weight = /** @type {(inputs: Share_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso total`)
};

export const share_button = /** @type {(inputs: Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partilhar`)
};

export const share_catch_by = /** @type {(inputs: Share_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturado por ${i?.diver}`)
};

export const share_catch_description = /** @type {(inputs: Share_Catch_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturado por ${i?.diver}, registado em ${i?.club}.`)
};

export const share_catch_title = /** @type {(inputs: Share_Catch_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, ${i?.weight}`)
};

export const share_copied = /** @type {(inputs: Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copiado`)
};

export const share_copy_failed = /** @type {(inputs: Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível copiar: selecione o link e copie-o.`)
};

export const share_link = /** @type {(inputs: Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link para esta página`)
};

export const share_place = /** @type {(inputs: Share_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.value}`)
};

export const share_podium = /** @type {(inputs: Share_PodiumInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("pt", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} ponto`);
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} pontos`)
	
};

export const share_results_description = /** @type {(inputs: Share_Results_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} de ${i?.name}, uma competição de ${i?.club}.`)
};

export const share_shared = /** @type {(inputs: Share_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partilhado.`)
};

export const share_status_cancelled = /** @type {(inputs: Share_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada`)
};

export const share_status_final = /** @type {(inputs: Share_Status_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados finais`)
};

export const share_status_open = /** @type {(inputs: Share_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não começou`)
};

export const share_status_provisional = /** @type {(inputs: Share_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados provisórios`)
};

export const share_status_running = /** @type {(inputs: Share_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classificação até agora`)
};

export const sign_in = /** @type {(inputs: Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

export const sign_in_again = /** @type {(inputs: Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre de novo.`)
};

export const sign_in_busy = /** @type {(inputs: Sign_In_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Há verificações de entrada demais em curso ao mesmo tempo.`)
};

export const sign_in_busy_title = /** @type {(inputs: Sign_In_Busy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocupado`)
};

export const sign_in_expired_title = /** @type {(inputs: Sign_In_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada expirada`)
};

export const sign_in_finished = /** @type {(inputs: Sign_In_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta entrada já tinha terminado. Entre de novo.`)
};

export const sign_in_lead = /** @type {(inputs: Sign_In_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use o seu e-mail e a sua senha do catchd.`)
};

export const sign_in_lead_providers = /** @type {(inputs: Sign_In_Lead_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use o seu e-mail e a sua senha do catchd, ou uma conta que já tenha.`)
};

export const sign_in_link_stale = /** @type {(inputs: Sign_In_Link_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este link de entrada expirou ou não foi iniciado aqui. Comece de novo.`)
};

export const sign_in_many_attempts = /** @type {(inputs: Sign_In_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Houve muitas tentativas de entrar nesta conta.`)
};

export const sign_in_mismatch = /** @type {(inputs: Sign_In_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O e-mail e a senha não correspondem.`)
};

export const sign_in_paused_title = /** @type {(inputs: Sign_In_Paused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada em pausa`)
};

export const sign_in_stale = /** @type {(inputs: Sign_In_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta entrada demorou demais ou já tinha terminado. Entre de novo.`)
};

export const sign_in_uncountable = /** @type {(inputs: Sign_In_UncountableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neste momento não é possível contar as tentativas de entrada.`)
};

export const sign_in_unknown = /** @type {(inputs: Sign_In_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta forma de entrar não está configurada aqui.`)
};

export const sign_in_unknown_title = /** @type {(inputs: Sign_In_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Método de entrada desconhecido`)
};

export const sign_out = /** @type {(inputs: Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sair`)
};

export const site_description = /** @type {(inputs: Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd: para anotar, verificar e classificar as capturas de caça submarina.`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir para o conteúdo`)
};

export const species_add_photo = /** @type {(inputs: Species_Add_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar foto`)
};

export const species_apply_changes = /** @type {(inputs: Species_Apply_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar estas alterações`)
};

export const species_author = /** @type {(inputs: Species_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autor`)
};

export const species_best_of_each = /** @type {(inputs: Species_Best_Of_EachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melhor captura de cada espécie`)
};

export const species_by_diver = /** @type {(inputs: Species_By_DiverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.diver}`)
};

export const species_catalogue = /** @type {(inputs: Species_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catálogo de espécies`)
};

export const species_catches = /** @type {(inputs: Species_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas`)
	
};

export const species_caught_by = /** @type {(inputs: Species_Caught_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species} capturado por ${i?.diver}`)
};

export const species_change_add = /** @type {(inputs: Species_Change_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`adição`)
};

export const species_change_update = /** @type {(inputs: Species_Change_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`atualização`)
};

export const species_changes = /** @type {(inputs: Species_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterações`)
};

export const species_col_change = /** @type {(inputs: Species_Col_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alteração`)
};

export const species_col_scientific = /** @type {(inputs: Species_Col_ScientificInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome científico`)
};

export const species_count = /** @type {(inputs: Species_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} espécie`);
	return /** @type {LocalizedString} */ (`${i?.count} espécies`)
	
};

export const species_csv_file = /** @type {(inputs: Species_Csv_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo CSV (com as colunas da tabela de espécies que vem com o catchd)`)
};

export const species_deepest_bronze = /** @type {(inputs: Species_Deepest_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A mais funda (bronze ou superior)`)
};

export const species_edit_title = /** @type {(inputs: Species_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar ${i?.species}`)
};

export const species_english_name = /** @type {(inputs: Species_English_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome em inglês`)
};

export const species_find = /** @type {(inputs: Species_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Procurar uma espécie`)
};

export const species_find_by_name = /** @type {(inputs: Species_Find_By_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Procure uma espécie por qualquer um dos nomes`)
};

export const species_heaviest_first = /** @type {(inputs: Species_Heaviest_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} espécie, da mais pesada para a mais leve.`);
	return /** @type {LocalizedString} */ (`${i?.count} espécies, da mais pesada para a mais leve.`)
	
};

export const species_import_csv = /** @type {(inputs: Species_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar um arquivo CSV`)
};

export const species_import_heading = /** @type {(inputs: Species_Import_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar espécies de um arquivo CSV`)
};

export const species_import_preview = /** @type {(inputs: Species_Import_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A adicionar: ${i?.add}; a atualizar: ${i?.update}; sem alteração: ${i?.unchanged}; ${i?.rejected}.`)
};

export const species_import_title = /** @type {(inputs: Species_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar espécies`)
};

export const species_imported = /** @type {(inputs: Species_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importação concluída. Adicionadas: ${i?.added}; atualizadas: ${i?.updated}; sem alteração: ${i?.unchanged}.`)
};

export const species_latest_verified = /** @type {(inputs: Species_Latest_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Últimas capturas verificadas`)
};

export const species_licence = /** @type {(inputs: Species_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licença`)
};

export const species_logged = /** @type {(inputs: Species_LoggedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura registrada`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas registradas`)
	
};

export const species_names = /** @type {(inputs: Species_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomes`)
};

export const species_names_credited = /** @type {(inputs: Species_Names_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os nomes alterados são atribuídos a este clube (fonte “local”).`)
};

export const species_names_licence = /** @type {(inputs: Species_Names_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Licença dos nomes acima: ${i?.licence}`)
};

export const species_no_catches_yet = /** @type {(inputs: Species_No_Catches_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda sem capturas.`)
};

export const species_no_licence = /** @type {(inputs: Species_No_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`licença não indicada`)
};

export const species_no_published_record = /** @type {(inputs: Species_No_Published_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum recorde publicado.`)
};

export const species_none_yet = /** @type {(inputs: Species_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nenhuma ainda`)
};

export const species_none_yet_sentence = /** @type {(inputs: Species_None_Yet_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma ainda.`)
};

export const species_other_names = /** @type {(inputs: Species_Other_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outros nomes, um por linha como “idioma: nome” (código do idioma: es, fr…)`)
};

export const species_photo = /** @type {(inputs: Species_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto`)
};

export const species_preview_changes = /** @type {(inputs: Species_Preview_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver as alterações antes de aplicar`)
};

export const species_record_by = /** @type {(inputs: Species_Record_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure}, de ${i?.link}`)
};

export const species_records_here = /** @type {(inputs: Species_Records_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recordes do clube`)
};

export const species_reference_records = /** @type {(inputs: Species_Reference_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recordes de referência`)
};

export const species_rejected_label = /** @type {(inputs: Species_Rejected_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linhas recusadas`)
};

export const species_rejected_line = /** @type {(inputs: Species_Rejected_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Linha ${i?.line}: ${i?.reason}`)
};

export const species_rejected_lines = /** @type {(inputs: Species_Rejected_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} linha recusada`);
	return /** @type {LocalizedString} */ (`${i?.count} linhas recusadas`)
	
};

export const species_save_names = /** @type {(inputs: Species_Save_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvar nomes`)
};

export const species_search = /** @type {(inputs: Species_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Procurar`)
};

export const species_season_in_charts = /** @type {(inputs: Species_Season_In_ChartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A temporada em gráficos`)
};

export const species_tier_or_better = /** @type {(inputs: Species_Tier_Or_BetterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} ou superior`)
};

export const species_title = /** @type {(inputs: Species_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espécies`)
};

export const species_unknown_author = /** @type {(inputs: Species_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autor desconhecido`)
};

export const species_verified_catch_by = /** @type {(inputs: Species_Verified_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uma captura verificada de ${i?.diver}`)
};

export const species_weights_chart = /** @type {(inputs: Species_Weights_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesos em gráfico`)
};

export const stats_active_divers_by_month = /** @type {(inputs: Stats_Active_Divers_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pescadores ativos por mês`)
};

export const stats_admins_only = /** @type {(inputs: Stats_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os gráficos do clube são só para os administradores enquanto as classificações não forem públicas.`)
};

export const stats_bests_summary = /** @type {(inputs: Stats_Bests_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada ponto superou todas as capturas anteriores da sua espécie; a linha é a mais pesada até então. O último: ${i?.species}, ${i?.weight}.`)
};

export const stats_bests_title = /** @type {(inputs: Stats_Bests_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recordes pessoais ao longo do tempo (${i?.unit})`)
};

export const stats_catches_by_month = /** @type {(inputs: Stats_Catches_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturas por mês`)
};

export const stats_catches_count = /** @type {(inputs: Stats_Catches_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas`)
	
};

export const stats_club_mark = /** @type {(inputs: Stats_Club_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`clube`)
};

export const stats_club_season = /** @type {(inputs: Stats_Club_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A temporada do clube`)
};

export const stats_club_season_title = /** @type {(inputs: Stats_Club_Season_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A temporada ${i?.year} do clube`)
};

export const stats_club_totals = /** @type {(inputs: Stats_Club_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.catches} de ${i?.divers} em ${i?.year}.`)
};

export const stats_col_active_divers = /** @type {(inputs: Stats_Col_Active_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pescadores ativos`)
};

export const stats_col_catches = /** @type {(inputs: Stats_Col_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturas`)
};

export const stats_col_club_record = /** @type {(inputs: Stats_Col_Club_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorde do clube`)
};

export const stats_col_date = /** @type {(inputs: Stats_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data`)
};

export const stats_col_month = /** @type {(inputs: Stats_Col_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mês`)
};

export const stats_col_species = /** @type {(inputs: Stats_Col_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espécie`)
};

export const stats_col_weight = /** @type {(inputs: Stats_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso`)
};

export const stats_col_yours = /** @type {(inputs: Stats_Col_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua`)
};

export const stats_deepest_against_club = /** @type {(inputs: Stats_Deepest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua captura mais funda diante do recorde do clube`)
};

export const stats_diver_season = /** @type {(inputs: Stats_Diver_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A temporada de ${i?.diver}`)
};

export const stats_diver_season_title = /** @type {(inputs: Stats_Diver_Season_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.diver}: temporada ${i?.year}`)
};

export const stats_diver_totals = /** @type {(inputs: Stats_Diver_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.catches}, ${i?.weight} em ${i?.year}.`)
};

export const stats_divers_count = /** @type {(inputs: Stats_Divers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pescador`);
	return /** @type {LocalizedString} */ (`${i?.count} pescadores`)
	
};

export const stats_heaviest_against_club = /** @type {(inputs: Stats_Heaviest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu peixe mais pesado diante do recorde do clube`)
};

export const stats_in_all = /** @type {(inputs: Stats_In_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weight} no total.`)
};

export const stats_mix_summary = /** @type {(inputs: Stats_Mix_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}; a mais frequente é ${i?.name} (${i?.count} de ${i?.total}).`)
};

export const stats_most_catches_in = /** @type {(inputs: Stats_Most_Catches_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mais capturas em ${i?.month}: ${i?.count}.`)
};

export const stats_most_divers_in = /** @type {(inputs: Stats_Most_Divers_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mais pescadores ativos em ${i?.month}: ${i?.count}.`)
};

export const stats_no_catches = /** @type {(inputs: Stats_No_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda sem capturas.`)
};

export const stats_no_catches_months = /** @type {(inputs: Stats_No_Catches_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma captura registrada nestes meses.`)
};

export const stats_record_bronze = /** @type {(inputs: Stats_Record_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recorde bronze`)
};

export const stats_record_gold = /** @type {(inputs: Stats_Record_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recorde ouro`)
};

export const stats_record_held = /** @type {(inputs: Stats_Record_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recorde do clube em ${i?.held} de ${i?.shown}; as marcas são os recordes do clube.`)
};

export const stats_record_silver = /** @type {(inputs: Stats_Record_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recorde prata`)
};

export const stats_season = /** @type {(inputs: Stats_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Temporada ${i?.year}`)
};

export const stats_seasons = /** @type {(inputs: Stats_SeasonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temporadas`)
};

export const stats_species_mix = /** @type {(inputs: Stats_Species_MixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espécies capturadas`)
};

export const stats_the_species = /** @type {(inputs: Stats_The_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A espécie`)
};

export const stats_title = /** @type {(inputs: Stats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estatísticas`)
};

export const stats_weight_by_month = /** @type {(inputs: Stats_Weight_By_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Peso capturado por mês (${i?.unit})`)
};

export const stats_weights_of_a_species = /** @type {(inputs: Stats_Weights_Of_A_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesos por espécie`)
};

export const stats_weights_summary = /** @type {(inputs: Stats_Weights_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantas capturas pesaram quanto; as linhas marcam os recordes.`)
};

export const stats_weights_summary_no_records = /** @type {(inputs: Stats_Weights_Summary_No_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantas capturas pesaram quanto; as linhas marcam os recordes (ainda nenhum).`)
};

export const stats_weights_title = /** @type {(inputs: Stats_Weights_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesos de ${i?.species} (${i?.unit})`)
};

export const stats_world_record = /** @type {(inputs: Stats_World_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recorde mundial`)
};

export const stats_your_season = /** @type {(inputs: Stats_Your_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua temporada`)
};

export const totp_back = /** @type {(inputs: Totp_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar à sua conta`)
};

export const totp_code_label = /** @type {(inputs: Totp_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código da sua aplicação`)
};

export const totp_code_or_recovery = /** @type {(inputs: Totp_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código da sua aplicação de autenticação ou um código de recuperação`)
};

export const totp_codes_left = /** @type {(inputs: Totp_Codes_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Resta ${i?.count} código de recuperação`);
	return /** @type {LocalizedString} */ (`Restam ${i?.count} códigos de recuperação`)
	
};

export const totp_codes_once = /** @type {(inputs: Totp_Codes_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só são mostrados agora.`)
};

export const totp_codes_text = /** @type {(inputs: Totp_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua aplicação de autenticação está configurada. Guarde estes códigos num lugar seguro: cada um deixa-o entrar uma vez se perder a aplicação.`)
};

export const totp_codes_title = /** @type {(inputs: Totp_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os seus códigos de recuperação`)
};

export const totp_enter_code = /** @type {(inputs: Totp_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduza o código da sua aplicação`)
};

export const totp_has = /** @type {(inputs: Totp_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicação ou chave de acesso`)
};

export const totp_heading = /** @type {(inputs: Totp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicação de autenticação`)
};

export const totp_key = /** @type {(inputs: Totp_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chave: ${i?.key}`)
};

export const totp_none = /** @type {(inputs: Totp_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum`)
};

export const totp_off = /** @type {(inputs: Totp_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ao entrar, peça um código de uma aplicação no seu telefone, além da senha.`)
};

export const totp_on = /** @type {(inputs: Totp_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ao entrar com a senha ou com outra conta (GitHub, Google, início de sessão único) também é pedido um código da sua aplicação.`)
};

export const totp_or_password = /** @type {(inputs: Totp_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou a sua senha`)
};

export const totp_password_right = /** @type {(inputs: Totp_Password_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A senha está certa. Para concluir a entrada, use a chave de acesso que adicionou à sua conta.`)
};

export const totp_qr_label = /** @type {(inputs: Totp_Qr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código QR da chave, para a sua aplicação de autenticação`)
};

export const totp_remove = /** @type {(inputs: Totp_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover a aplicação de autenticação`)
};

export const totp_remove_code = /** @type {(inputs: Totp_Remove_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um código atual da sua aplicação ou um código de recuperação`)
};

export const totp_reset = /** @type {(inputs: Totp_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redefinir`)
};

export const totp_reset_label = /** @type {(inputs: Totp_Reset_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Redefinir o segundo fator de ${i?.name}`)
};

export const totp_scan = /** @type {(inputs: Totp_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leia este código com a sua aplicação de autenticação ou escreva nela a chave; depois introduza o código que ela mostrar.`)
};

export const totp_set_up = /** @type {(inputs: Totp_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurar uma aplicação de autenticação`)
};

export const totp_start_first = /** @type {(inputs: Totp_Start_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comece primeiro a configurar a sua aplicação de autenticação.`)
};

export const totp_uri = /** @type {(inputs: Totp_UriInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ou abra este endereço no telefone que tem a aplicação: ${i?.uri}`)
};

export const totp_use_passkey = /** @type {(inputs: Totp_Use_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a sua chave de acesso`)
};

export const totp_wrong_code = /** @type {(inputs: Totp_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse código não está certo. Introduza o código atual da sua aplicação.`)
};

export const verify_ask = /** @type {(inputs: Verify_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedir verificação`)
};

export const verify_asked = /** @type {(inputs: Verify_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pedida em ${i?.time}`)
};

export const verify_diver_message = /** @type {(inputs: Verify_Diver_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mensagem do pescador: “${i?.note}”`)
};

export const verify_evidence = /** @type {(inputs: Verify_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provas`)
};

export const verify_evidence_and_grading = /** @type {(inputs: Verify_Evidence_And_GradingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provas e avaliação`)
};

export const verify_evidence_note = /** @type {(inputs: Verify_Evidence_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota sobre as provas`)
};

export const verify_gap_bad_date = /** @type {(inputs: Verify_Gap_Bad_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a data da balança precisa ser uma data real, não futura`)
};

export const verify_gap_freedive = /** @type {(inputs: Verify_Gap_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouro exige uma captura em apneia: os recordes não aceitam capturas com garrafa`)
};

export const verify_gap_interested_witness = /** @type {(inputs: Verify_Gap_Interested_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a testemunha não pode ser nem o pescador nem quem verifica`)
};

export const verify_gap_measurement = /** @type {(inputs: Verify_Gap_MeasurementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para prata, falta uma medida (peso ou comprimento) ou uma testemunha`)
};

export const verify_gap_not_this_catch = /** @type {(inputs: Verify_Gap_Not_This_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`uma foto indicada não é desta captura`)
};

export const verify_gap_photo = /** @type {(inputs: Verify_Gap_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para o nível ${i?.tier}, falta uma foto do peixe`)
};

export const verify_gap_scale_date = /** @type {(inputs: Verify_Gap_Scale_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para ouro, falta a data de certificação da balança`)
};

export const verify_gap_weigh_photo = /** @type {(inputs: Verify_Gap_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para ouro, falta uma foto da pesagem`)
};

export const verify_gap_witness = /** @type {(inputs: Verify_Gap_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para ouro, falta uma testemunha imparcial`)
};

export const verify_grade = /** @type {(inputs: Verify_GradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avaliação`)
};

export const verify_grade_as = /** @type {(inputs: Verify_Grade_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Atribuir ${i?.tier}`)
};

export const verify_heading = /** @type {(inputs: Verify_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verificar: ${i?.species}`)
};

export const verify_history = /** @type {(inputs: Verify_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histórico`)
};

export const verify_lacks = /** @type {(inputs: Verify_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O que ainda falta para ${i?.tier}`)
};

export const verify_ladder = /** @type {(inputs: Verify_LadderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O bronze exige uma foto do peixe; a prata, também uma medida ou uma testemunha; o ouro, uma foto da pesagem, uma balança certificada, uma testemunha que não seja o próprio pescador nem quem verifica, e uma captura em apneia.`)
};

export const verify_length = /** @type {(inputs: Verify_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comprimento (${i?.unit})`)
};

export const verify_measurement = /** @type {(inputs: Verify_MeasurementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medida`)
};

export const verify_meets = /** @type {(inputs: Verify_MeetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As provas acima cumprem a regra do nível ${i?.tier}.`)
};

export const verify_message_to_verifier = /** @type {(inputs: Verify_Message_To_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensagem para quem verifica`)
};

export const verify_method = /** @type {(inputs: Verify_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Método`)
};

export const verify_needs_bronze = /** @type {(inputs: Verify_Needs_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exige uma foto do peixe.`)
};

export const verify_needs_gold = /** @type {(inputs: Verify_Needs_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exige uma foto da pesagem, a data de certificação da balança, uma testemunha que não seja nem o pescador nem quem verifica, e uma captura em apneia.`)
};

export const verify_needs_silver = /** @type {(inputs: Verify_Needs_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exige uma foto e ainda uma medida (peso ou comprimento) ou uma testemunha.`)
};

export const verify_no_photos = /** @type {(inputs: Verify_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem fotos.`)
};

export const verify_no_photos_yet = /** @type {(inputs: Verify_No_Photos_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta captura ainda não tem fotos.`)
};

export const verify_none = /** @type {(inputs: Verify_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma`)
};

export const verify_own_catch = /** @type {(inputs: Verify_Own_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta captura é sua: precisa ser avaliada por outro verificador.`)
};

export const verify_photo_alt = /** @type {(inputs: Verify_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, foto ${i?.number}`)
};

export const verify_photo_number = /** @type {(inputs: Verify_Photo_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.number}`)
};

export const verify_photo_weighing = /** @type {(inputs: Verify_Photo_WeighingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.number} (pesagem)`)
};

export const verify_photos = /** @type {(inputs: Verify_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos`)
};

export const verify_photos_full = /** @type {(inputs: Verify_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos em tamanho real`)
};

export const verify_photos_of_fish = /** @type {(inputs: Verify_Photos_Of_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos do peixe`)
};

export const verify_queue_title = /** @type {(inputs: Verify_Queue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fila de verificação`)
};

export const verify_reason = /** @type {(inputs: Verify_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo da recusa`)
};

export const verify_refuse = /** @type {(inputs: Verify_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recusar (fica ou volta a sem verificação)`)
};

export const verify_requests = /** @type {(inputs: Verify_RequestsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pedido, do mais antigo para o mais recente.`);
	return /** @type {LocalizedString} */ (`${i?.count} pedidos, do mais antigo para o mais recente.`)
	
};

export const verify_scale_certified = /** @type {(inputs: Verify_Scale_CertifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balança certificada em`)
};

export const verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verificar ${i?.species}`)
};

export const verify_waiting = /** @type {(inputs: Verify_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À espera de verificação`)
};

export const verify_weigh_photo = /** @type {(inputs: Verify_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto da pesagem`)
};

export const verify_weight = /** @type {(inputs: Verify_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Peso (${i?.unit})`)
};

export const verify_witness = /** @type {(inputs: Verify_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testemunha`)
};

export const verify_witness_contact = /** @type {(inputs: Verify_Witness_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail ou telefone`)
};

export const verify_witness_name = /** @type {(inputs: Verify_Witness_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome`)
};

export const wait_and_retry = /** @type {(inputs: Wait_And_RetryInputs) => LocalizedString} */ (i) => {const secondsPlural = registry.plural("pt", i?.seconds, {});
	if (secondsPlural === "one") return /** @type {LocalizedString} */ (`Aguarde ${i?.seconds} segundo e tente de novo.`);
	return /** @type {LocalizedString} */ (`Aguarde ${i?.seconds} segundos e tente de novo.`)
	
};

export const way_in_approval = /** @type {(inputs: Way_In_ApprovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Primeira vez aqui? ${i?.link}: um administrador aprova os novos membros.`)
};

export const way_in_ask = /** @type {(inputs: Way_In_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peça para entrar`)
};

export const way_in_closed = /** @type {(inputs: Way_In_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De momento, este clube não aceita novos membros.`)
};

export const way_in_developers = /** @type {(inputs: Way_In_DevelopersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quer programar com a API do catchd? ${i?.link}.`)
};

export const way_in_early_access = /** @type {(inputs: Way_In_Early_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peça acesso antecipado`)
};

export const way_in_invite = /** @type {(inputs: Way_In_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primeira vez aqui? A entrada é só por convite: peça um convite a um administrador do seu clube.`)
};

export const way_in_open = /** @type {(inputs: Way_In_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Primeira vez aqui? ${i?.link}.`)
};

export const way_in_sign_up = /** @type {(inputs: Way_In_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crie uma conta`)
};

export const webhook_add = /** @type {(inputs: Webhook_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar endpoint`)
};

export const webhook_add_heading = /** @type {(inputs: Webhook_Add_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar um endpoint`)
};

export const webhook_added = /** @type {(inputs: Webhook_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.url} adicionado.`)
};

export const webhook_attempt_http = /** @type {(inputs: Webhook_Attempt_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTTP ${i?.code} em ${i?.ms} ms`)
};

export const webhook_attempt_no_answer = /** @type {(inputs: Webhook_Attempt_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sem resposta (${i?.error}) em ${i?.ms} ms`)
};

export const webhook_attempts = /** @type {(inputs: Webhook_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentativas`)
};

export const webhook_cancel = /** @type {(inputs: Webhook_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const webhook_delete = /** @type {(inputs: Webhook_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar endpoint`)
};

export const webhook_delete_ask = /** @type {(inputs: Webhook_Delete_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar o endpoint…`)
};

export const webhook_delete_title = /** @type {(inputs: Webhook_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar este endpoint?`)
};

export const webhook_delete_what = /** @type {(inputs: Webhook_Delete_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.url} deixa de receber entregas e o registo de entregas é apagado com ele. Os eventos continuam no explorador de eventos.`)
};

export const webhook_deliveries = /** @type {(inputs: Webhook_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entregas`)
};

export const webhook_delivery_failed = /** @type {(inputs: Webhook_Delivery_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`falhada`)
};

export const webhook_delivery_pending = /** @type {(inputs: Webhook_Delivery_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pendente`)
};

export const webhook_delivery_succeeded = /** @type {(inputs: Webhook_Delivery_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entregue`)
};

export const webhook_description = /** @type {(inputs: Webhook_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descrição (opcional)`)
};

export const webhook_disable = /** @type {(inputs: Webhook_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desativar`)
};

export const webhook_disabled = /** @type {(inputs: Webhook_DisabledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desativado: ${i?.reason}`)
};

export const webhook_enable = /** @type {(inputs: Webhook_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativar`)
};

export const webhook_enabled = /** @type {(inputs: Webhook_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ativo`)
};

export const webhook_endpoint_title = /** @type {(inputs: Webhook_Endpoint_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Webhook ${i?.url}`)
};

export const webhook_error = /** @type {(inputs: Webhook_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`erro`)
};

export const webhook_event = /** @type {(inputs: Webhook_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento`)
};

export const webhook_every_event = /** @type {(inputs: Webhook_Every_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`* (todos os eventos)`)
};

export const webhook_failing_since = /** @type {(inputs: Webhook_Failing_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falha desde`)
};

export const webhook_new_secret = /** @type {(inputs: Webhook_New_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O novo segredo de assinatura do endpoint (o anterior continua a assinar durante 24 horas).`)
};

export const webhook_next_retry = /** @type {(inputs: Webhook_Next_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próxima tentativa`)
};

export const webhook_no_attempts = /** @type {(inputs: Webhook_No_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nenhuma ainda`)
};

export const webhook_no_deliveries = /** @type {(inputs: Webhook_No_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda sem entregas.`)
};

export const webhook_no_endpoints = /** @type {(inputs: Webhook_No_EndpointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda sem endpoints.`)
};

export const webhook_refresh = /** @type {(inputs: Webhook_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizar`)
};

export const webhook_resend = /** @type {(inputs: Webhook_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar`)
};

export const webhook_resend_label = /** @type {(inputs: Webhook_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reenviar ${i?.type} ${i?.id}`)
};

export const webhook_rotate = /** @type {(inputs: Webhook_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renovar o segredo`)
};

export const webhook_secret = /** @type {(inputs: Webhook_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O segredo de assinatura do endpoint.`)
};

export const webhook_send_test = /** @type {(inputs: Webhook_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar um evento de teste`)
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