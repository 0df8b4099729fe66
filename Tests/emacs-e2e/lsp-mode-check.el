;;; lsp-mode-check.el --- the manual's lsp-mode snippet registers tw lsp  -*- lexical-binding: t -*-
;;
;; Run by EmacsTests with TW_EMACS_INIT naming the snippet. lsp-mode asks interactively which
;; project root to use, so this check stops at what the snippet declares: a client `tw-lsp' for
;; swift-mode buffers, beside other servers (`:add-on?'), whose program lsp-mode finds.
;; Prints one "ok WHAT" or "FAIL WHAT" line per check and exits 1 if any failed.
(require 'package)
(package-initialize)
(unless (fboundp 'swift-mode) (define-derived-mode swift-mode prog-mode "Swift"))
(load (getenv "TW_EMACS_INIT") nil t)
(require 'lsp-mode)
(defvar tw-failures 0)
(defun tw-check (ok what)
  (princ (format "%s %s\n" (if ok "ok" "FAIL") what))
  (unless ok (setq tw-failures (1+ tw-failures))))
(let ((client (gethash 'tw-lsp lsp-clients)))
  (tw-check client "client tw-lsp registered")
  (when client
    (tw-check (lsp--client-add-on? client) "it runs beside other servers")
    (tw-check (equal (cdr (assq 'swift-mode lsp-language-id-configuration)) "swift") "swift-mode buffers have the language id swift")
    ;; lsp-mode's own check that the command's program exists (`executable-find').
    (tw-check (funcall (plist-get (lsp--client-new-connection client) :test?)) "lsp-mode finds the command's program")
    (with-temp-buffer
      (setq buffer-file-name "/tmp/Card.swift")
      (swift-mode)
      (tw-check (funcall (lsp--client-activation-fn client) "/tmp/Card.swift" 'swift-mode) "the client activates in a swift-mode buffer"))))
(kill-emacs (if (> tw-failures 0) 1 0))
