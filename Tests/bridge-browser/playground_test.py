"""Drives the `tw serve` playground and the example Figma plugin in headless Chromium:
types classes, checks the code, explanation and picture against `tw swift`, `tw explain` and
`tw render`, keeps screenshots; checks that the page and the plugin send the launch's token, and
that a sandboxed iframe (origin null) cannot change the theme or learn about local files.

Run by TWBridgeTests/BrowserTests.swift, which passes TW_BINARY (the built `tw`) and
TW_ARTEFACTS (where the screenshot goes). Needs Debian's chromium and chromium-driver and
selenium from PyPI (.ci/run installs them). Exit status 0 when every check passes.
"""

import json
import os
import re
import urllib.request
import subprocess
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

TW = os.environ["TW_BINARY"]
ARTEFACTS = os.environ.get("TW_ARTEFACTS", ".build/test-artefacts")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def tw(*arguments):
    """The standard output of `tw ARGUMENTS` (the expected values: what the command prints)."""
    return subprocess.run([TW, *arguments], capture_output=True, text=True, timeout=60).stdout


def start_bridge(*arguments):
    """Starts `tw serve`; returns the process, its address and the token it printed."""
    server = subprocess.Popen([TW, "serve", "--port", "0", *arguments], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines = "".join(server.stdout.readline() for _ in range(3))
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", lines)
    token = re.search(r"playground http://127\.0\.0\.1:\d+/#token=([0-9a-f]{32})\n", lines)
    if not match or not token:
        server.kill()
        raise SystemExit(f"tw serve did not report its port and token: {lines!r} {server.stderr.read()!r}")
    return server, f"http://127.0.0.1:{match.group(1)}", token.group(1)


def browser():
    options = Options()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"]:
        options.add_argument(argument)
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


def wait_for_text(driver, element_id, predicate, what):
    try:
        WebDriverWait(driver, 15).until(lambda d: predicate(d.find_element(By.ID, element_id).text))
    except Exception:
        raise AssertionError(f"{what}; #{element_id} shows: {driver.find_element(By.ID, element_id).text[:400]!r}")


def check_playground(driver, base, token):
    # A token from another launch: the page sends it and shows the bridge's refusal.
    driver.get(base + "/#token=" + "0" * 32)
    wait_for_text(driver, "status", lambda text: "not this bridge's token" in text, "a stale token is not reported")
    # The address tw serve printed; the page takes the token out of the address bar.
    driver.get(base + "/#token=" + token)
    wait_for_text(driver, "status", lambda text: text == "swiftcn accepts these classes", "the playground does not answer with the token")
    assert token not in driver.current_url, driver.current_url
    field = driver.find_element(By.ID, "classes")
    field.clear()
    # Typed key by key, as a person types: every keystroke schedules an update.
    for character in "p-4 glass":
        field.send_keys(character)
        time.sleep(0.01)
    Select(driver.find_element(By.ID, "os")).select_by_visible_text("18")
    expected = tw("swift", "--for", "--platform", "ios", "--os", "18", "p-4 glass")
    wait_for_text(driver, "swift", lambda text: text.strip() == expected.strip(), "the SwiftUI pane is not `tw swift --for --platform ios --os 18`")
    code = driver.find_element(By.ID, "swift").text
    # Reference §8.2: the glass role draws a material where there is no Liquid Glass (iOS 18).
    assert ".regularMaterial" in code and ".glassEffect" not in code, code
    explanation = tw("explain", "--platform", "ios", "--os", "18", "p-4 glass")
    wait_for_text(driver, "explanation", lambda text: text.strip() == explanation.strip(), "the explanation pane is not `tw explain`")
    assert driver.find_element(By.ID, "status").text == "swiftcn accepts these classes"
    # The picture: exactly `tw render --for` for the same context, drawn on the page.
    picture = tw("render", "--for", "--platform", "ios", "--os", "18", "p-4 glass")
    try:
        WebDriverWait(driver, 15).until(lambda d: d.execute_script("return window.twPicture") == picture)
    except Exception:
        raise AssertionError("the picture is not `tw render --for --platform ios --os 18`: " + str(driver.execute_script("return window.twPicture"))[:300])
    svg = driver.find_element(By.CSS_SELECTOR, "#picture svg")
    assert svg.size["width"] > 0 and svg.size["height"] > 0, svg.size
    os.makedirs(ARTEFACTS, exist_ok=True)
    driver.save_screenshot(os.path.join(ARTEFACTS, "playground.png"))
    # An unknown class: the status says so and the code still appears.
    field.send_keys(" glass-bogus")
    wait_for_text(driver, "status", lambda text: text == "swiftcn rejects these classes", "a rejected class is not reported")
    # Back to iOS 26: Liquid Glass.
    field.clear()
    field.send_keys("px-4 glass-prominent")
    Select(driver.find_element(By.ID, "os")).select_by_visible_text("26")
    wait_for_text(driver, "swift", lambda text: ".glassEffect(.regular" in text and "px-4 glass-prominent" in text, "iOS 26 does not draw Liquid Glass")
    picture = tw("render", "--for", "--platform", "ios", "--os", "26", "px-4 glass-prominent")
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return window.twPicture") == picture)
    driver.save_screenshot(os.path.join(ARTEFACTS, "playground-ios26.png"))


def check_figma_plugin(driver, base, token):
    """Loads Examples/figma-plugin/code.js into the page with the bridge's port, calls its generate
    on a stand-in frame like the suggest input of DesignSuggesterTests, and checks the sections."""
    with open(os.path.join(ROOT, "Examples", "figma-plugin", "code.js")) as file:
        # localhost, not 127.0.0.1: a cross-origin request from the page, with a CORS preflight.
        code = file.read().replace("http://localhost:7447", base.replace("127.0.0.1", "localhost"))
    # The token as a user pastes it in: sent on every request, so its preflight must allow it.
    code = code.replace('const TOKEN = "";', f'const TOKEN = "{token}";')
    assert token in code
    driver.execute_script(code)
    node = {
        "name": "Card", "type": "FRAME", "width": 200, "height": 100, "layoutMode": "VERTICAL", "itemSpacing": 8,
        "paddingTop": 16, "paddingRight": 16, "paddingBottom": 16, "paddingLeft": 16, "cornerRadius": 12,
        "fills": [{"type": "SOLID", "color": {"r": 1, "g": 1, "b": 1}}],
        "strokes": [{"type": "SOLID", "color": {"r": 0.902, "g": 0.902, "b": 0.914}}], "strokeWeight": 1, "effects": [],
    }
    sections = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "TWKitFigmaPlugin.generate(arguments[0], 'ios').then(done, (error) => done({error: String(error)}));", node)
    assert isinstance(sections, list), sections
    titles = [section["title"] for section in sections]
    assert all(section["language"] in ("SWIFT", "JSON", "PLAINTEXT") for section in sections), sections
    # The suggestion for these properties, then the .tw call and the notes on the gap.
    assert sections[0]["code"] == "p-4 rounded-lg bg-surface border surface-solid", sections[0]
    assert sections[1]["code"] == '.tw("p-4 rounded-lg bg-surface border surface-solid")', sections[1]
    assert titles[-1] == "Suggested from the design" and "not expressed gap" in sections[-1]["code"], sections[-1]
    named = dict(node, name="tw: px-4 py-2 glass")
    sections = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "TWKitFigmaPlugin.generate(arguments[0], 'macos').then(done, (error) => done({error: String(error)}));", named)
    assert sections[0]["code"] == "px-4 py-2 glass", sections
    # What the plugin cannot read is said in the notes, not dropped: a gradient a background blur
    # replaces, an image fill, and text whose size is mixed (Figma's `mixed` is a symbol).
    notes = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "const blurred = {name: 'Blurred', type: 'FRAME', width: 100, height: 40, fills: [{type: 'GRADIENT_LINEAR'}],"
        " effects: [{type: 'BACKGROUND_BLUR', radius: 20}]};"
        "const image = {name: 'Photo', type: 'FRAME', width: 100, height: 40, fills: [{type: 'IMAGE'}], effects: []};"
        "const text = {name: 'Label', type: 'TEXT', width: 100, height: 20, fills: [], effects: [], fontSize: Symbol('mixed')};"
        "Promise.all([blurred, image, text].map((node) => TWKitFigmaPlugin.generate(node, 'ios')))"
        ".then((all) => done(all.map((sections) => sections[sections.length - 1].code)), (error) => done({error: String(error)}));")
    assert isinstance(notes, list), notes
    assert "not read fill: the gradient fill is replaced by a material (the background blur)" in notes[0], notes[0]
    assert "not read fill: an image fill has no class" in notes[1], notes[1]
    assert "not read font size: mixed within the text; none read" in notes[2], notes[2]


SANDBOXED_PAGE = """<script>
const base = BASE;
async function attempt(path, body) {
  try {
    const response = await fetch(base + path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: 0, text: String(error) };
  }
}
(async () => {
  const results = {
    origin: String(self.origin),
    theme: await attempt("/theme", { theme: { name: "Pwned", colors: {} } }),
    file: await attempt("/resolve", { classes: "p-4", theme: "/etc/hostname" }),
    missing: await attempt("/resolve", { classes: "p-4", theme: "/nonexistent/theme.json" }),
    group: await attempt("/group", { path: "/etc/hostname" }),
    resolve: await attempt("/resolve", { classes: "p-4" }),
    health: await (await fetch(base + "/health")).text(),
    current: await (await fetch(base + "/theme")).text(),
  };
  parent.postMessage(results, "*");
})();
</script>"""


def check_sandboxed_iframe(driver):
    """A page the user visits frames a sandboxed document, whose requests come from the origin
    null: it may use the read-only methods, but cannot change the theme or learn anything about
    local files (a file that exists and one that does not get the same answer), and never sees
    the path of the theme tw serve was started with."""
    server, base, _ = start_bridge("--theme", os.path.join(ROOT, "Themes", "brand.json"))
    try:
        driver.get(base + "/")
        results = driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "window.addEventListener('message', (event) => done(event.data));"
            "const frame = document.createElement('iframe');"
            "frame.sandbox = 'allow-scripts';"
            "frame.srcdoc = arguments[0];"
            "document.body.appendChild(frame);",
            SANDBOXED_PAGE.replace("BASE", json.dumps(base)))
        assert results["origin"] == "null", results["origin"]
        assert results["theme"]["status"] == 403 and "read-only-origin" in results["theme"]["text"], results["theme"]
        assert results["file"]["status"] == 403 and results["file"] == results["missing"], (results["file"], results["missing"])
        assert results["group"]["status"] == 403, results["group"]
        assert results["resolve"]["status"] == 200, results["resolve"]
        for key in ["health", "current", "resolve"]:
            text = results[key] if isinstance(results[key], str) else results[key]["text"]
            assert "brand.json" not in text and ROOT not in text, (key, text[:300])
        # The theme is the one tw serve started with.
        with urllib.request.urlopen(base + "/theme") as response:
            assert json.load(response)["name"] == "Acme brand"
    finally:
        server.terminate()
        server.wait(timeout=10)


def main():
    server, base, token = start_bridge()
    driver = None
    try:
        driver = browser()
        check_playground(driver, base, token)
        check_figma_plugin(driver, base, token)
        check_sandboxed_iframe(driver)
    finally:
        if driver is not None:
            driver.quit()
        server.terminate()
        server.wait(timeout=10)
    print("playground and figma plugin: ok; screenshots in", ARTEFACTS)


if __name__ == "__main__":
    try:
        main()
    except AssertionError as error:
        print("FAIL:", error, file=sys.stderr)
        sys.exit(1)
