;;; driver.el --- checks `tw lsp' through eglot as a user's Emacs runs it  -*- lexical-binding: t -*-
;;
;; Run by EmacsTests: emacs --batch -l driver.el, with TW_EMACS_INIT naming the manual's eglot
;; snippet (the path to tw replaced) and TW_EMACS_FILE a Swift file holding
;;   Text("a").tw("p-4 glas-thin surface-floatng")
;; Prints one "ok WHAT" or "FAIL WHAT" line per check and exits 1 if any failed.

(require 'package)
(package-initialize)  ; Debian's elpa-eglot, as a normal start activates it
(unless (fboundp 'swift-mode)
  ;; swift-mode comes from MELPA, not Debian: a stand-in major mode of the same name.
  (define-derived-mode swift-mode prog-mode "Swift"))
(add-to-list 'auto-mode-alist '("\\.swift\\'" . swift-mode))
(load (getenv "TW_EMACS_INIT") nil t)
(require 'eglot)

(defvar tw-failures 0)
(defun tw-check (ok what)
  (princ (format "%s %s\n" (if ok "ok" "FAIL") what))
  (unless ok (setq tw-failures (1+ tw-failures)))
  ok)
(defun tw-wait (predicate seconds)
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.1))
    (funcall predicate)))
(defun tw-texts () (sort (mapcar #'flymake-diagnostic-text (flymake-diagnostics)) #'string<))

(find-file (getenv "TW_EMACS_FILE"))
;; eglot-ensure connects after the next command; batch Emacs runs no command loop.
(run-hooks 'post-command-hook)
(unless (tw-check (tw-wait #'eglot-current-server 30) "eglot starts tw lsp for the Swift buffer")
  (kill-emacs 1))
(let ((server (eglot-current-server)))
  (tw-check (equal (plist-get (eglot--server-info server) :name) "tw lsp") "serverInfo names tw lsp")

  ;; Diagnostics: each misspelt class once, with its suggestion.
  (tw-wait (lambda () (>= (length (flymake-diagnostics)) 2)) 30)
  (let ((texts (tw-texts)))
    (tw-check (= (length texts) 2) (format "two diagnostics, got %S" texts))
    (tw-check (cl-some (lambda (text) (string-match-p "glas-thin.*did you mean `glass-thin`" text)) texts) "glas-thin is reported with its suggestion")
    (tw-check (cl-some (lambda (text) (string-match-p "surface-floatng.*did you mean `surface-floating`" text)) texts) "surface-floatng is reported with its suggestion"))

  ;; Hover on a valid class.
  (goto-char (point-min)) (search-forward "\"p-") (backward-char 1)
  (let* ((hover (jsonrpc-request server :textDocument/hover (eglot--TextDocumentPositionParams)))
         (contents (plist-get hover :contents))
         (text (if (stringp contents) contents (plist-get contents :value))))
    (tw-check (and text (string-match-p "p-4" text) (string-match-p "16" text)) (format "hover on p-4 names it and its 16 points: %S" text)))

  ;; Completion after `glass-`.
  (goto-char (point-min)) (search-forward "glas-thin") (goto-char (match-beginning 0))
  (insert "glass- ")
  (backward-char 1)
  ;; eglot sends changes from an idle timer, which batch Emacs never reaches: send them now.
  (eglot--signal-textDocument/didChange)
  (let* ((result (jsonrpc-request server :textDocument/completion (eglot--TextDocumentPositionParams)))
         (items (if (vectorp result) result (plist-get result :items)))
         (labels (mapcar (lambda (item) (plist-get item :label)) items)))
    (tw-check (member "glass-thin" labels) (format "completion after glass- offers glass-thin (%d items)" (length labels)))
    ;; eglot shows the list as the server sends it, without filtering by the edit's range.
    (tw-check (and labels (cl-every (lambda (label) (string-prefix-p "glass-" label)) labels))
              (format "completion after glass- lists only glass-* classes: %S" (cl-remove-if (lambda (label) (string-prefix-p "glass-" label)) labels)))
    (tw-check (eq (plist-get result :isIncomplete) t) "completion after glass- is marked incomplete"))
  (delete-region (point) (- (point) 6)) (delete-char 1)
  (eglot--signal-textDocument/didChange)
  (tw-check (string-match-p "\"p-4 glas-thin surface-floatng\"" (buffer-string)) "the buffer is back to its text")

  ;; The quick fix for glas-thin, applied through eglot.
  (tw-wait (lambda () (= (length (flymake-diagnostics)) 2)) 30)
  (let* ((diagnostics (mapcar (lambda (d) (cdr (assoc 'eglot-lsp-diag (eglot--diag-data d)))) (flymake-diagnostics)))
         (actions (jsonrpc-request server :textDocument/codeAction
                                   (list :textDocument (eglot--TextDocumentIdentifier)
                                         :range (list :start (eglot--pos-to-lsp-position (point-min))
                                                      :end (eglot--pos-to-lsp-position (point-max)))
                                         :context (list :diagnostics (vconcat diagnostics)))))
         (fix (cl-find-if (lambda (action) (equal (plist-get action :title) "Replace `glas-thin` with `glass-thin`")) actions)))
    (when (tw-check (and fix (plist-get fix :edit)) (format "a quick fix replaces glas-thin: %S" (mapcar (lambda (a) (plist-get a :title)) actions)))
      (eglot--apply-workspace-edit (plist-get fix :edit))
      (eglot--signal-textDocument/didChange)
      (tw-check (string-match-p "\"p-4 glass-thin surface-floatng\"" (buffer-string)) "the quick fix edits the buffer")
      (tw-check (tw-wait (lambda () (= (length (flymake-diagnostics)) 1)) 30) (format "one diagnostic left after the fix: %S" (tw-texts)))))

  (let ((process (jsonrpc--process server)))
    (eglot-shutdown server)
    (tw-check (tw-wait (lambda () (not (process-live-p process))) 10) "tw lsp exits on shutdown")))
(kill-emacs (if (> tw-failures 0) 1 0))
