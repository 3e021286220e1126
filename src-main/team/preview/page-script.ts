/**
 * The client's preview page's script (moved out of page.ts, h-minor): it keeps the client's decisions in the page and
 * writes the decisions file. No network; its hash is in the page's Content-Security-Policy (page.ts renderPreview).
 */
/** The page's script: reads ids and words from the JSON block, keeps the decisions, writes the file. No network. */
export const SCRIPT = `
(function(){
  var data = JSON.parse(document.getElementById('postroom-data').textContent);
  var W = data.words, decisions = {};
  function fill(s, v){ return s.replace(/\\{(\\w+)\\}/g, function(m, k){ return k in v ? String(v[k]) : m; }); }
  function refresh(){
    var n = 0;
    data.posts.forEach(function(p){
      var el = document.querySelector('article[data-draft-id="' + p.draftId + '"]');
      var d = decisions[p.draftId];
      if (d) n++;
      el.setAttribute('data-decision', d || '');
      el.querySelector('button.approve').setAttribute('aria-pressed', String(d === 'approve'));
      el.querySelector('button.changes').setAttribute('aria-pressed', String(d === 'request_changes'));
      el.querySelector('button.clear').hidden = !d;
      el.querySelector('.status').textContent = d === 'approve' ? W.approved : d === 'request_changes' ? W.changesRequested : W.undecided;
    });
    document.getElementById('count').textContent = fill(W.decided, { decided: n, total: data.posts.length });
    return n;
  }
  document.querySelectorAll('article').forEach(function(art){
    var t = art.querySelector('template.post-photos');
    if (t) art.querySelectorAll('.photos[data-fill]').forEach(function(el){ el.appendChild(t.content.cloneNode(true)); });
  });
  document.addEventListener('click', function(e){
    var b = e.target.closest && e.target.closest('button');
    if (!b) return;
    var art = b.closest('article');
    if (art) {
      var id = art.getAttribute('data-draft-id');
      if (b.classList.contains('approve')) decisions[id] = 'approve';
      else if (b.classList.contains('changes')) { decisions[id] = 'request_changes'; art.querySelector('textarea').focus(); }
      else if (b.classList.contains('clear')) delete decisions[id];
      document.getElementById('msg').textContent = '';
      refresh();
      return;
    }
    if (b.id === 'download') {
      var msg = document.getElementById('msg');
      if (refresh() === 0) { msg.textContent = W.nothingYet; return; }
      // h-decisions: every post of the page, an undecided one with decision null: a file with posts taken out is refused.
      var posts = data.posts.map(function(p){
        var note = document.querySelector('article[data-draft-id="' + p.draftId + '"] textarea').value;
        return { draftId: p.draftId, revision: p.revision, decision: decisions[p.draftId] || null, note: note };
      });
      var file = { format: data.format, version: data.version, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: new Date().toISOString(), posts: posts };
      var name = 'decisions-' + data.exportId + '.json';
      var url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
      var a = document.createElement('a');
      a.href = url; a.download = name; document.body.appendChild(a); a.click(); a.remove();
      setTimeout(function(){ URL.revokeObjectURL(url); }, 10000);
      msg.textContent = fill(W.saved, { file: name, sender: data.sender });
    }
  });
  refresh();
})();
`;
