import { PhotoSlots as PhotoSlots_cf2109d9ba465d49312935571fb78b26 } from '@/components/admin/PhotoSlots'
import { MainColorField as MainColorField_a73da48d2bef046713fe0ef1a26a5164 } from '@/components/admin/MainColorField'
import { SeoOverviewField as SeoOverviewField_c92054f7869b8fb63400ed0d7010d4a3 } from '@/components/admin/SeoLengthFields'
import { SeoTitleField as SeoTitleField_c92054f7869b8fb63400ed0d7010d4a3 } from '@/components/admin/SeoLengthFields'
import { SeoDescriptionField as SeoDescriptionField_c92054f7869b8fb63400ed0d7010d4a3 } from '@/components/admin/SeoLengthFields'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { ViewMyPage as ViewMyPage_9a878419d1d2a654337f2e44740af8b0 } from '@/components/admin/ViewMyPage'
import { TranslationPanel as TranslationPanel_a707c412a2bb694492a62e92c5dc94b6 } from '@/components/admin/translation/TranslationPanel'
import { RealtorTransfer as RealtorTransfer_f3f90ac30d02384000f22cf0f07783a3 } from '@/components/admin/RealtorTransfer'
import { OpenOnFieldsOnPhone as OpenOnFieldsOnPhone_22c576804637c639c7e3000a49eaca80 } from '@/components/admin/OpenOnFieldsOnPhone'
import { VersionHistory as VersionHistory_1e0b8b855d2394e72de6ae25c959838e } from '@/components/admin/VersionHistory'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ReadOnlyDate as ReadOnlyDate_cb44aa4a1f6c4ae5720dc44ef6a4ecfc } from '@/components/admin/inbox/ReadOnlyDate'
import { CsvExportLink as CsvExportLink_459aa207dafc426b182fdf58d2af3a6d } from '@/components/admin/CsvExportLink'
import { ContactCard as ContactCard_0ccd9730be2b8fa4e131a88a2ffeb424 } from '@/components/admin/inbox/ContactCard'
import { ContactReachCell as ContactReachCell_9a249fbe2d31e8147c271de7e838d4c3 } from '@/components/admin/inbox/ContactReachCell'
import { StaffRelationship as StaffRelationship_5f188531abc0f38723dce4a36e01bcc9 } from '@/components/admin/inbox/StaffInputs'
import { StaffText as StaffText_5f188531abc0f38723dce4a36e01bcc9 } from '@/components/admin/inbox/StaffInputs'
import { StaffEmail as StaffEmail_5f188531abc0f38723dce4a36e01bcc9 } from '@/components/admin/inbox/StaffInputs'
import { StaffSelect as StaffSelect_5f188531abc0f38723dce4a36e01bcc9 } from '@/components/admin/inbox/StaffInputs'
import { StaffTextarea as StaffTextarea_5f188531abc0f38723dce4a36e01bcc9 } from '@/components/admin/inbox/StaffInputs'
import { BuyerLeadCard as BuyerLeadCard_2b99d7ccd176840d0e358f313d76d886 } from '@/components/admin/buyerLeads/BuyerLeadCard'
import { BuyerLeadWhoCell as BuyerLeadWhoCell_9159af6b1a88a1824624c57a2ce9b6dd } from '@/components/admin/buyerLeads/BuyerLeadCells'
import { BuyerLeadWhatCell as BuyerLeadWhatCell_9159af6b1a88a1824624c57a2ce9b6dd } from '@/components/admin/buyerLeads/BuyerLeadCells'
import { BuyerLeadActivityCell as BuyerLeadActivityCell_9159af6b1a88a1824624c57a2ce9b6dd } from '@/components/admin/buyerLeads/BuyerLeadCells'
import { NoInput as NoInput_b01c6cf3fc06b9ef4eea7ade65c80d73 } from '@/components/admin/buyerLeads/NoInput'
import { BuyerLeadsCsvLink as BuyerLeadsCsvLink_ae7591ed0410fa7da85ccfe7ffb9622b } from '@/components/admin/buyerLeads/BuyerLeadsCsvLink'
import { PasswordField as PasswordField_3817bf644402e67bfe6577f60ef982de } from '@payloadcms/ui'
import { ScheduleFailures as ScheduleFailures_dd1176d6b1699cd3ba21b01321db9a01 } from '@/components/admin/ScheduleFailures'
import { Icon as Icon_d724e3c9fa2fc7ba502c18e1e0541534 } from '@/components/admin/brand/Icon'
import { Logo as Logo_f5b90b1f137d54d2b96fee0d0c4d5b67 } from '@/components/admin/brand/Logo'
import { NumbersNavLink as NumbersNavLink_5612b022e06dedee802536eda7c1a15c } from '@/components/admin/numbers/NumbersNavLink'
import { RealtorDashboard as RealtorDashboard_8b07ea2574c9ce789e0bab19f822030f } from '@/components/admin/RealtorDashboard'
import { NewContactsCount as NewContactsCount_273298cd9a2aa4ae205450042e2a03f0 } from '@/components/admin/NewContactsCount'
import { NumbersSummary as NumbersSummary_fefb1ba3d4eaed89b67c8c30578717c6 } from '@/components/admin/numbers/NumbersSummary'
import { ResponseTimes as ResponseTimes_1d1dabcf4121918640bddbde3587e327 } from '@/components/admin/ResponseTimes'
import { LivePreviewWording as LivePreviewWording_5ec4b3e9f4d60dec391e465133772930 } from '@/components/admin/LivePreviewWording'
import { SchedulingFeedback as SchedulingFeedback_31cad28c4ab65ab6a98cbfb7d210c70e } from '@/components/admin/SchedulingFeedback'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { VisitorNumbersView as VisitorNumbersView_a493490e0ca724ac999bc2a519c1fc6d } from '@/components/admin/numbers/VisitorNumbersView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/PhotoSlots#PhotoSlots": PhotoSlots_cf2109d9ba465d49312935571fb78b26,
  "@/components/admin/MainColorField#MainColorField": MainColorField_a73da48d2bef046713fe0ef1a26a5164,
  "@/components/admin/SeoLengthFields#SeoOverviewField": SeoOverviewField_c92054f7869b8fb63400ed0d7010d4a3,
  "@/components/admin/SeoLengthFields#SeoTitleField": SeoTitleField_c92054f7869b8fb63400ed0d7010d4a3,
  "@/components/admin/SeoLengthFields#SeoDescriptionField": SeoDescriptionField_c92054f7869b8fb63400ed0d7010d4a3,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@/components/admin/ViewMyPage#ViewMyPage": ViewMyPage_9a878419d1d2a654337f2e44740af8b0,
  "@/components/admin/translation/TranslationPanel#TranslationPanel": TranslationPanel_a707c412a2bb694492a62e92c5dc94b6,
  "@/components/admin/RealtorTransfer#RealtorTransfer": RealtorTransfer_f3f90ac30d02384000f22cf0f07783a3,
  "@/components/admin/OpenOnFieldsOnPhone#OpenOnFieldsOnPhone": OpenOnFieldsOnPhone_22c576804637c639c7e3000a49eaca80,
  "@/components/admin/VersionHistory#VersionHistory": VersionHistory_1e0b8b855d2394e72de6ae25c959838e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/inbox/ReadOnlyDate#ReadOnlyDate": ReadOnlyDate_cb44aa4a1f6c4ae5720dc44ef6a4ecfc,
  "@/components/admin/CsvExportLink#CsvExportLink": CsvExportLink_459aa207dafc426b182fdf58d2af3a6d,
  "@/components/admin/inbox/ContactCard#ContactCard": ContactCard_0ccd9730be2b8fa4e131a88a2ffeb424,
  "@/components/admin/inbox/ContactReachCell#ContactReachCell": ContactReachCell_9a249fbe2d31e8147c271de7e838d4c3,
  "@/components/admin/inbox/StaffInputs#StaffRelationship": StaffRelationship_5f188531abc0f38723dce4a36e01bcc9,
  "@/components/admin/inbox/StaffInputs#StaffText": StaffText_5f188531abc0f38723dce4a36e01bcc9,
  "@/components/admin/inbox/StaffInputs#StaffEmail": StaffEmail_5f188531abc0f38723dce4a36e01bcc9,
  "@/components/admin/inbox/StaffInputs#StaffSelect": StaffSelect_5f188531abc0f38723dce4a36e01bcc9,
  "@/components/admin/inbox/StaffInputs#StaffTextarea": StaffTextarea_5f188531abc0f38723dce4a36e01bcc9,
  "@/components/admin/buyerLeads/BuyerLeadCard#BuyerLeadCard": BuyerLeadCard_2b99d7ccd176840d0e358f313d76d886,
  "@/components/admin/buyerLeads/BuyerLeadCells#BuyerLeadWhoCell": BuyerLeadWhoCell_9159af6b1a88a1824624c57a2ce9b6dd,
  "@/components/admin/buyerLeads/BuyerLeadCells#BuyerLeadWhatCell": BuyerLeadWhatCell_9159af6b1a88a1824624c57a2ce9b6dd,
  "@/components/admin/buyerLeads/BuyerLeadCells#BuyerLeadActivityCell": BuyerLeadActivityCell_9159af6b1a88a1824624c57a2ce9b6dd,
  "@/components/admin/buyerLeads/NoInput#NoInput": NoInput_b01c6cf3fc06b9ef4eea7ade65c80d73,
  "@/components/admin/buyerLeads/BuyerLeadsCsvLink#BuyerLeadsCsvLink": BuyerLeadsCsvLink_ae7591ed0410fa7da85ccfe7ffb9622b,
  "@payloadcms/ui#PasswordField": PasswordField_3817bf644402e67bfe6577f60ef982de,
  "@/components/admin/ScheduleFailures#ScheduleFailures": ScheduleFailures_dd1176d6b1699cd3ba21b01321db9a01,
  "@/components/admin/brand/Icon#Icon": Icon_d724e3c9fa2fc7ba502c18e1e0541534,
  "@/components/admin/brand/Logo#Logo": Logo_f5b90b1f137d54d2b96fee0d0c4d5b67,
  "@/components/admin/numbers/NumbersNavLink#NumbersNavLink": NumbersNavLink_5612b022e06dedee802536eda7c1a15c,
  "@/components/admin/RealtorDashboard#RealtorDashboard": RealtorDashboard_8b07ea2574c9ce789e0bab19f822030f,
  "@/components/admin/NewContactsCount#NewContactsCount": NewContactsCount_273298cd9a2aa4ae205450042e2a03f0,
  "@/components/admin/numbers/NumbersSummary#NumbersSummary": NumbersSummary_fefb1ba3d4eaed89b67c8c30578717c6,
  "@/components/admin/ResponseTimes#ResponseTimes": ResponseTimes_1d1dabcf4121918640bddbde3587e327,
  "@/components/admin/LivePreviewWording#LivePreviewWording": LivePreviewWording_5ec4b3e9f4d60dec391e465133772930,
  "@/components/admin/SchedulingFeedback#SchedulingFeedback": SchedulingFeedback_31cad28c4ab65ab6a98cbfb7d210c70e,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/components/admin/numbers/VisitorNumbersView#VisitorNumbersView": VisitorNumbersView_a493490e0ca724ac999bc2a519c1fc6d,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
