/**
 * The Vietnamese words of each area of the app, one file each, merged in the order vi.ts spread them before
 * (the catalog index kept under 500 lines). vi.ts spreads this after its own groups (the app's frame: nav, settings, states…).
 */
import { composeVi } from './compose.vi';
import { campaignsVi } from './campaigns.vi';
import { campaignVi } from './campaign.vi';
import { fixSendVi } from './fixsend.vi';
import { hubVi } from './hub.vi';
import { w17unchangedVi } from './w17unchanged.vi';
import { w19selfeditVi } from './w19selfedit.vi';
import { w20authorsVi } from './w20authors.vi';
import { w15importVi } from './w15import.vi';
import { w15cliVi } from './w15cli.vi';
import { w11undoVi } from './w11undo.vi';
import { w10undoVi } from './w10undo.vi';
import { composeliveVi } from './composelive.vi';
import { leaveVi } from './leave.vi';
import { w12importVi } from './w12import.vi';
import { refusedloopVi } from './refusedloop.vi';
import { w26approvalVi } from './w26approval.vi';
import { w30dismissVi } from './w30dismiss.vi';
import { photonameVi } from './photoname.vi';
import { reviewuiVi } from './reviewui.vi';
import { teamoutboxVi } from './teamoutbox.vi';
import { rejoinVi } from './rejoin.vi';
import { teamsendtextVi } from './teamsendtext.vi';
import { w10captionVi } from './w10caption.vi';
import { teamnumbersVi } from './teamnumbers.vi';
import { bywhomVi } from './bywhom.vi';
import { left32Vi } from './left32.vi';
import { reviewVi } from './review.vi';
import { reviewcoreVi } from './reviewcore.vi';
import { reviewtruthVi } from './reviewtruth.vi';
import { readonlywhyVi } from './readonlywhy.vi';
import { clientfixVi } from './clientfix.vi';
import { clientchangeVi } from './clientchange.vi';
import { w8clientVi } from './w8client.vi';
import { clientnoteVi } from './clientnote.vi';
import { fixComposeVi } from './fix-compose.vi';
import { insyncVi } from './insync.vi';
import { fixImportVi } from './fix-import.vi';
import { composerVi } from './composer.vi';
import { errorsVi } from './errors.vi';
import { calendarVi } from './calendar.vi';
import { calendar7Vi } from './calendar7.vi';
import { deskVi } from './desk.vi';
import { importVi } from './import.vi';
import { truthVi } from './truth.vi';
import { left31Vi } from './left31.vi';
import { teamVi } from './team.vi';
// The team's review settings and mentions (issue 34, branch settings).
import { settingsVi } from './settings.vi';
import { mend31Vi } from './mend31.vi';
import { w29timeVi } from './w29time.vi';
import { mend32Vi } from './mend32.vi';
import { teamfixVi } from './teamfix.vi';
import { heldfixVi } from './heldfix.vi';
import { heldsendVi } from './heldsend.vi';
import { sendwordsVi } from './sendwords.vi';
import { sendtabVi } from './sendtab.vi';
import { sendtab2Vi } from './sendtab2.vi';
import { w9campVi } from './w9camp.vi';
import { teamcampaignVi } from './teamcampaign.vi';
import { campaignslistVi } from './campaignslist.vi';
import { rolesVi } from './roles.vi';
import { presenceVi } from './presence.vi';
import { dialogsVi } from './dialogs.vi';
import { sendasnewVi } from './sendasnew.vi';
import { w8sendVi } from './w8send.vi';
import { w9wordsVi } from './w9words.vi';
import { w10youVi } from './w10you.vi';
import { w11clientVi } from './w11client.vi';
import { w11wordsVi } from './w11words.vi';
import { w12wordsVi } from './w12words.vi';
import { w39withdrawVi } from './w39withdraw.vi';
import { resumeadviceVi } from './resumeadvice.vi';
import { w40asnewVi } from './w40asnew.vi';
import { w42aVi } from './w42a.vi';
import { w43clientVi } from './w43client.vi';
import { pubsyncVi } from './pubsync.vi';
import { sendtimeVi } from './sendtime.vi';
import { holdsolderVi } from './holdsolder.vi';
import { w13waitsVi } from './w13waits.vi';
import { w10campVi } from './w10camp.vi';
import { w12campVi } from './w12camp.vi';
import { w16camprowVi } from './w16camprow.vi';
import { twotimesVi } from './twotimes.vi';
import { w17postsreasonVi } from './w17postsreason.vi';
import { w19campaignVi } from './w19campaign.vi';
import { w20outboxVi } from './w20outbox.vi';
import { w26outboxVi } from './w26outbox.vi';
import { w34csvVi } from './w34csv.vi';
import { w21campaignVi } from './w21campaign.vi';
import { w27sendtabVi } from './w27sendtab.vi';
import { w28stateVi } from './w28state.vi';
import { unknowncardVi } from './unknowncard.vi';
import { w30campaignVi } from './w30campaign.vi';
import { w32restoreVi } from './w32restore.vi';
import { teamwordsVi } from './teamwords.vi';
import { hubdownVi } from './hubdown.vi';
import { w13revokedVi } from './w13revoked.vi';
import { w15composeVi } from './w15compose.vi';
import { w16sendsVi } from './w16sends.vi';
import { xcaptionVi } from './xcaption.vi';
import { w8cliVi } from './w8cli.vi';
import { teamsyncVi } from './teamsync.vi';
import { leftviewVi } from './leftview.vi';
import { w9keepVi } from './w9keep.vi';
import { w26leftVi } from './w26left.vi';
import { w28errorsVi } from './w28errors.vi';
import { w11allVi } from './w11all.vi';
import { w15reviewVi } from './w15review.vi';
import { w16wordsVi } from './w16words.vi';
import { w16asnewVi } from './w16asnew.vi';
import { w18againVi } from './w18again.vi';
import { w19twohubVi } from './w19twohub.vi';
import { w20againVi } from './w20again.vi';
import { w21wordsVi } from './w21words.vi';
import { w17zoneVi } from './w17zone.vi';
import { w17youVi } from './w17you.vi';
import { w19cosmeticVi } from './w19cosmetic.vi';
import { w20cliVi } from './w20cli.vi';
import { w20dstVi } from './w20dst.vi';
import { w22outboxVi } from './w22outbox.vi';
import { w23dryrunVi } from './w23dryrun.vi';
import { w23instaVi } from './w23insta.vi';
import { w24calendarVi } from './w24calendar.vi';
import { w24zoneVi } from './w24zone.vi';
import { w24campaignVi } from './w24campaign.vi';
import { w26campaignVi } from './w26campaign.vi';
import { w27clientVi } from './w27client.vi';
import { w11heldVi } from './w11held.vi';
import { hcampcountVi } from './hcampcount.vi';
import { hwithdrawnVi } from './hwithdrawn.vi';
import { hcampheadVi } from './hcamphead.vi';
import { ownapproveVi } from './ownapprove.vi';

export const viAreas = {
  ...composeVi,
  ...campaignsVi,
  ...campaignVi,
  ...fixSendVi,
  ...hubVi,
  ...w17unchangedVi,
  ...w19selfeditVi,
  ...w20authorsVi,
  ...w15importVi,
  ...w15cliVi,
  ...w11undoVi,
  ...w10undoVi,
  ...composeliveVi,
  ...leaveVi,
  ...w12importVi,
  ...refusedloopVi,
  ...w26approvalVi,
  ...w30dismissVi,
  ...photonameVi,
  ...reviewuiVi,
  ...teamoutboxVi,
  ...rejoinVi,
  ...teamsendtextVi,
  ...w10captionVi,
  ...teamnumbersVi,
  ...bywhomVi,
  ...left32Vi,
  ...reviewVi,
  ...reviewcoreVi,
  ...reviewtruthVi,
  ...readonlywhyVi,
  ...clientfixVi,
  ...clientchangeVi,
  ...w8clientVi,
  ...clientnoteVi,
  ...fixComposeVi,
  ...insyncVi,
  ...fixImportVi,
  ...composerVi,
  ...errorsVi,
  ...calendarVi,
  ...calendar7Vi,
  ...deskVi,
  ...importVi,
  ...truthVi,
  ...left31Vi,
  ...teamVi,
  ...settingsVi,
  ...mend31Vi,
  ...w29timeVi,
  ...mend32Vi,
  ...teamfixVi,
  ...heldfixVi,
  ...heldsendVi,
  ...sendwordsVi,
  ...sendtabVi,
  ...sendtab2Vi,
  ...w9campVi,
  ...teamcampaignVi,
  ...campaignslistVi,
  ...rolesVi,
  ...presenceVi,
  ...dialogsVi,
  ...sendasnewVi,
  ...w8sendVi,
  ...w9wordsVi,
  ...w10youVi,
  ...w11clientVi,
  ...w11wordsVi,
  ...w12wordsVi,
  ...w39withdrawVi,
  ...resumeadviceVi,
  ...w40asnewVi,
  ...w42aVi,
  ...w43clientVi,
  ...pubsyncVi,
  ...sendtimeVi,
  ...holdsolderVi,
  ...w13waitsVi,
  ...w10campVi,
  ...w12campVi,
  ...w16camprowVi,
  ...twotimesVi,
  ...w17postsreasonVi,
  ...w19campaignVi,
  ...w20outboxVi,
  ...w26outboxVi,
  ...w34csvVi,
  ...w21campaignVi,
  ...w27sendtabVi,
  ...w28stateVi,
  ...unknowncardVi,
  ...w30campaignVi,
  ...w32restoreVi,
  ...teamwordsVi,
  ...hubdownVi,
  ...w13revokedVi,
  ...w15composeVi,
  ...w16sendsVi,
  ...xcaptionVi,
  ...w8cliVi,
  ...teamsyncVi,
  ...leftviewVi,
  ...w9keepVi,
  ...w26leftVi,
  ...w28errorsVi,
  ...w11allVi,
  ...w15reviewVi,
  ...w16wordsVi,
  ...w16asnewVi,
  ...w18againVi,
  ...w19twohubVi,
  ...w20againVi,
  ...w21wordsVi,
  ...w17zoneVi,
  ...w17youVi,
  ...w19cosmeticVi,
  ...w20cliVi,
  ...w20dstVi,
  ...w22outboxVi,
  ...w23dryrunVi,
  ...w23instaVi,
  ...w24calendarVi,
  ...w24zoneVi,
  ...w24campaignVi,
  ...w26campaignVi,
  ...w27clientVi,
  ...w11heldVi,
  ...hcampcountVi,
  ...hwithdrawnVi,
  ...hcampheadVi,
  ...ownapproveVi,
};
