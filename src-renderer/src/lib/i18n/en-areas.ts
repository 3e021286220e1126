/**
 * The English words of each area of the app, one file each, merged in the order en.ts spread them before
 * (the catalog index kept under 500 lines). en.ts spreads this after its own groups (the app's frame: nav, settings, states…).
 */
import { composeEn } from './compose.en';
import { campaignsEn } from './campaigns.en';
import { campaignEn } from './campaign.en';
import { fixSendEn } from './fixsend.en';
import { hubEn } from './hub.en';
import { w17unchangedEn } from './w17unchanged.en';
import { w19selfeditEn } from './w19selfedit.en';
import { w20authorsEn } from './w20authors.en';
import { w15importEn } from './w15import.en';
import { w15cliEn } from './w15cli.en';
import { w11undoEn } from './w11undo.en';
import { w10undoEn } from './w10undo.en';
import { composeliveEn } from './composelive.en';
import { leaveEn } from './leave.en';
import { w12importEn } from './w12import.en';
import { refusedloopEn } from './refusedloop.en';
import { w26approvalEn } from './w26approval.en';
import { w30dismissEn } from './w30dismiss.en';
import { photonameEn } from './photoname.en';
import { reviewuiEn } from './reviewui.en';
import { teamoutboxEn } from './teamoutbox.en';
import { rejoinEn } from './rejoin.en';
import { teamsendtextEn } from './teamsendtext.en';
import { w10captionEn } from './w10caption.en';
import { xcaptionEn } from './xcaption.en';
import { w8cliEn } from './w8cli.en';
import { teamsyncEn } from './teamsync.en';
import { leftviewEn } from './leftview.en';
import { w9keepEn } from './w9keep.en';
import { w26leftEn } from './w26left.en';
import { w28errorsEn } from './w28errors.en';
import { w11heldEn } from './w11held.en';
import { teamnumbersEn } from './teamnumbers.en';
import { bywhomEn } from './bywhom.en';
import { left32En } from './left32.en';
import { reviewEn } from './review.en';
import { reviewcoreEn } from './reviewcore.en';
import { reviewtruthEn } from './reviewtruth.en';
import { readonlywhyEn } from './readonlywhy.en';
import { clientfixEn } from './clientfix.en';
import { clientchangeEn } from './clientchange.en';
import { w8clientEn } from './w8client.en';
import { clientnoteEn } from './clientnote.en';
import { fixComposeEn } from './fix-compose.en';
import { insyncEn } from './insync.en';
import { fixImportEn } from './fix-import.en';
import { composerEn } from './composer.en';
import { errorsEn } from './errors.en';
import { calendarEn } from './calendar.en';
import { calendar7En } from './calendar7.en';
import { deskEn } from './desk.en';
import { importEn } from './import.en';
import { truthEn } from './truth.en';
import { left31En } from './left31.en';
import { teamEn } from './team.en';
// The team's review settings and mentions (issue 34, branch settings).
import { settingsEn } from './settings.en';
import { mend31En } from './mend31.en';
import { w29timeEn } from './w29time.en';
import { mend32En } from './mend32.en';
import { teamfixEn } from './teamfix.en';
import { heldfixEn } from './heldfix.en';
import { heldsendEn } from './heldsend.en';
import { sendwordsEn } from './sendwords.en';
import { sendtabEn } from './sendtab.en';
import { sendtab2En } from './sendtab2.en';
import { w9campEn } from './w9camp.en';
import { teamcampaignEn } from './teamcampaign.en';
import { campaignslistEn } from './campaignslist.en';
import { rolesEn } from './roles.en';
import { presenceEn } from './presence.en';
import { dialogsEn } from './dialogs.en';
import { sendasnewEn } from './sendasnew.en';
import { w8sendEn } from './w8send.en';
import { w9wordsEn } from './w9words.en';
import { w10youEn } from './w10you.en';
import { w11clientEn } from './w11client.en';
import { w11wordsEn } from './w11words.en';
import { w12wordsEn } from './w12words.en';
import { w39withdrawEn } from './w39withdraw.en';
import { resumeadviceEn } from './resumeadvice.en';
import { w40asnewEn } from './w40asnew.en';
import { w42aEn } from './w42a.en';
import { w43clientEn } from './w43client.en';
import { pubsyncEn } from './pubsync.en';
import { sendtimeEn } from './sendtime.en';
import { holdsolderEn } from './holdsolder.en';
import { w13waitsEn } from './w13waits.en';
import { w10campEn } from './w10camp.en';
import { w12campEn } from './w12camp.en';
import { w16camprowEn } from './w16camprow.en';
import { twotimesEn } from './twotimes.en';
import { w17postsreasonEn } from './w17postsreason.en';
import { w19campaignEn } from './w19campaign.en';
import { w20outboxEn } from './w20outbox.en';
import { w26outboxEn } from './w26outbox.en';
import { w34csvEn } from './w34csv.en';
import { w21campaignEn } from './w21campaign.en';
import { w27sendtabEn } from './w27sendtab.en';
import { w28stateEn } from './w28state.en';
import { unknowncardEn } from './unknowncard.en';
import { w30campaignEn } from './w30campaign.en';
import { w32restoreEn } from './w32restore.en';
import { teamwordsEn } from './teamwords.en';
import { hubdownEn } from './hubdown.en';
import { w13revokedEn } from './w13revoked.en';
import { w15composeEn } from './w15compose.en';
import { w16sendsEn } from './w16sends.en';
import { w11allEn } from './w11all.en';
import { w15reviewEn } from './w15review.en';
import { w16wordsEn } from './w16words.en';
import { w16asnewEn } from './w16asnew.en';
import { w18againEn } from './w18again.en';
import { w19twohubEn } from './w19twohub.en';
import { w20againEn } from './w20again.en';
import { w21wordsEn } from './w21words.en';
import { w17zoneEn } from './w17zone.en';
import { w17youEn } from './w17you.en';
import { w19cosmeticEn } from './w19cosmetic.en';
import { w20cliEn } from './w20cli.en';
import { w20dstEn } from './w20dst.en';
import { w22outboxEn } from './w22outbox.en';
import { w23dryrunEn } from './w23dryrun.en';
import { w23instaEn } from './w23insta.en';
import { w24calendarEn } from './w24calendar.en';
import { w24zoneEn } from './w24zone.en';
import { w24campaignEn } from './w24campaign.en';
import { w26campaignEn } from './w26campaign.en';
import { w27clientEn } from './w27client.en';
import { hcampcountEn } from './hcampcount.en';
import { hwithdrawnEn } from './hwithdrawn.en';
import { hcampheadEn } from './hcamphead.en';
import { ownapproveEn } from './ownapprove.en';

export const enAreas = {
  ...composeEn,
  ...campaignsEn,
  ...campaignEn,
  ...fixSendEn,
  ...hubEn,
  ...w17unchangedEn,
  ...w19selfeditEn,
  ...w20authorsEn,
  ...w15importEn,
  ...w15cliEn,
  ...w11undoEn,
  ...w10undoEn,
  ...composeliveEn,
  ...leaveEn,
  ...w12importEn,
  ...refusedloopEn,
  ...w26approvalEn,
  ...w30dismissEn,
  ...photonameEn,
  ...reviewuiEn,
  ...teamoutboxEn,
  ...rejoinEn,
  ...teamsendtextEn,
  ...w10captionEn,
  ...xcaptionEn,
  ...w8cliEn,
  ...teamsyncEn,
  ...leftviewEn,
  ...w9keepEn,
  ...w26leftEn,
  ...w28errorsEn,
  ...w11heldEn,
  ...teamnumbersEn,
  ...bywhomEn,
  ...left32En,
  ...reviewEn,
  ...reviewcoreEn,
  ...reviewtruthEn,
  ...readonlywhyEn,
  ...clientfixEn,
  ...clientchangeEn,
  ...w8clientEn,
  ...clientnoteEn,
  ...fixComposeEn,
  ...insyncEn,
  ...fixImportEn,
  ...composerEn,
  ...errorsEn,
  ...calendarEn,
  ...calendar7En,
  ...deskEn,
  ...importEn,
  ...truthEn,
  ...left31En,
  ...teamEn,
  ...settingsEn,
  ...mend31En,
  ...w29timeEn,
  ...mend32En,
  ...teamfixEn,
  ...heldfixEn,
  ...heldsendEn,
  ...sendwordsEn,
  ...sendtabEn,
  ...sendtab2En,
  ...w9campEn,
  ...teamcampaignEn,
  ...campaignslistEn,
  ...rolesEn,
  ...presenceEn,
  ...dialogsEn,
  ...sendasnewEn,
  ...w8sendEn,
  ...w9wordsEn,
  ...w10youEn,
  ...w11clientEn,
  ...w11wordsEn,
  ...w12wordsEn,
  ...w39withdrawEn,
  ...resumeadviceEn,
  ...w40asnewEn,
  ...w42aEn,
  ...w43clientEn,
  ...pubsyncEn,
  ...sendtimeEn,
  ...holdsolderEn,
  ...w13waitsEn,
  ...w10campEn,
  ...w12campEn,
  ...w16camprowEn,
  ...twotimesEn,
  ...w17postsreasonEn,
  ...w19campaignEn,
  ...w20outboxEn,
  ...w26outboxEn,
  ...w34csvEn,
  ...w21campaignEn,
  ...w27sendtabEn,
  ...w28stateEn,
  ...unknowncardEn,
  ...w30campaignEn,
  ...w32restoreEn,
  ...teamwordsEn,
  ...hubdownEn,
  ...w13revokedEn,
  ...w15composeEn,
  ...w16sendsEn,
  ...w11allEn,
  ...w15reviewEn,
  ...w16wordsEn,
  ...w16asnewEn,
  ...w18againEn,
  ...w19twohubEn,
  ...w20againEn,
  ...w21wordsEn,
  ...w17zoneEn,
  ...w17youEn,
  ...w19cosmeticEn,
  ...w20cliEn,
  ...w20dstEn,
  ...w22outboxEn,
  ...w23dryrunEn,
  ...w23instaEn,
  ...w24calendarEn,
  ...w24zoneEn,
  ...w24campaignEn,
  ...w26campaignEn,
  ...w27clientEn,
  ...hcampcountEn,
  ...hwithdrawnEn,
  ...hcampheadEn,
  ...ownapproveEn,
};
