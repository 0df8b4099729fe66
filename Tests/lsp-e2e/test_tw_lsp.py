"""End-to-end: drive the built `tw lsp` binary with a real LSP client (pytest-lsp over pygls).

Run from the package root after `swift build`:

    TW_BINARY=.build/debug/tw python3 -m pytest -q -o asyncio_mode=auto Tests/lsp-e2e

`EndToEndTests.swift` runs exactly this from `swift test`.
"""

import asyncio
import os
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcRequestCancelled
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

TW = os.environ.get("TW_BINARY", ".build/debug/tw")
URI = "file:///tmp/e2e/View.swift"


def open_document(client: LanguageClient, text: str, version: int = 1) -> None:
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=URI, language_id="swift", version=version, text=text)
        )
    )


def insert(client: LanguageClient, version: int, line: int, character: int, text: str) -> None:
    position = types.Position(line=line, character=character)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=version),
            content_changes=[
                types.TextDocumentContentChangePartial(range=types.Range(start=position, end=position), text=text)
            ],
        )
    )


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[TW, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities()))
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[TW, "lsp"]))
async def vscode(lsp_client: LanguageClient):
    """A client announcing the capabilities of VS Code (pull diagnostics among them)."""
    registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        registrations.extend(params.registrations)

    lsp_client.registrations = registrations
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("visual-studio-code"))
    )
    yield
    await lsp_client.shutdown_session()


async def test_diagnostics_hover_and_close(client: LanguageClient):
    open_document(client, 'Text("a").tw("px-4 bogus")')
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    [diagnostic] = client.diagnostics[URI]
    assert diagnostic.code == "unknown-class"
    assert (diagnostic.range.start.line, diagnostic.range.start.character) == (0, 19)
    assert (diagnostic.range.end.line, diagnostic.range.end.character) == (0, 24)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=0, character=15))
    )
    assert "padding 16 pt leading and trailing" in hover.contents.value and "{" not in hover.contents.value
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=URI)))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[URI]) == []


async def test_completion_after_incremental_edits(client: LanguageClient):
    open_document(client, 'Text("a").tw("hover:p-[")')
    insert(client, 2, 0, 23, "1")
    insert(client, 3, 0, 24, "3")
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=0, character=25))
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    assert items
    for item in items:
        edit = item.text_edit
        assert edit.range.start.line == 0 and edit.range.end.line == 0
        assert 14 <= edit.range.start.character <= 25 <= edit.range.end.character
    resolved = await client.completion_item_resolve_async(items[0])
    assert resolved.text_edit == items[0].text_edit
    assert resolved.documentation is not None


async def test_emoji_line_and_design_method(client: LanguageClient):
    open_document(client, 'Text("😀").tw("bogus")')
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    [diagnostic] = client.diagnostics[URI]
    assert (diagnostic.range.start.character, diagnostic.range.end.character) == (15, 20)
    assert "bogus" in diagnostic.message
    result = await client.protocol.send_request_async("tw/resolve", {"classes": "px-4 glass", "context": {"os": 18}})
    assert result.valid is True
    assert result.surface.fill.kind == "material"


async def test_slow_design_request_does_not_hold_up_hover_and_is_cancelled(client: LanguageClient):
    """A 4 MiB `tw/parse` (the input limit) is still running while a hover is
    answered; `$/cancelRequest` then answers it RequestCancelled (-32800)."""
    open_document(client, 'Text("a").tw("px-4 p-4")')
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    # Sent now, before the hover (send_request writes at once and returns a future).
    slow = asyncio.wrap_future(client.protocol.send_request("tw/parse", {"classes": "p-4 " * (1 << 20)}, msg_id="slow-parse"))
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=0, character=21))
    )
    assert "padding 16 pt on all edges" in hover.contents.value
    assert not slow.done()
    client.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id="slow-parse"))
    with pytest.raises(JsonRpcRequestCancelled):
        # Generous: the answer goes out as soon as the cancel is read.
        await asyncio.wait_for(slow, timeout=60)
    # Serving goes on.
    result = await client.protocol.send_request_async("tw/resolve", {"classes": "p-4"})
    assert result.valid is True


async def test_vscode_capabilities_pull_diagnostics_and_colors(vscode: LanguageClient):
    open_document(vscode, 'Text("a").tw("bg-[#6366f1] bogus")')
    report = await vscode.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert [item.code for item in report.items] == ["unknown-class"]
    colors = await vscode.text_document_document_color_async(
        types.DocumentColorParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert len(colors) == 1 and abs(colors[0].color.red - 0x63 / 255) < 1e-6
    # VS Code supports dynamic registration of file watchers: the server asked for .twlint.json.
    assert [r.method for r in vscode.registrations] == ["workspace/didChangeWatchedFiles"]
