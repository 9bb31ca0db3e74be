import { webAppManifest, webAppManifestOf } from './web-app-manifest';

describe('webAppManifestOf', () => {
  it("names the app after the store, its short name too while it fits under an icon", () => {
    expect(webAppManifestOf('Toko Gayo')).toMatchObject({ name: 'Toko Gayo', short_name: 'Toko Gayo' });
    expect(webAppManifestOf('  Kopi Gayo Takengon  ')).toMatchObject({ name: 'Kopi Gayo Takengon', short_name: 'Seulanga' });
  });

  it('keeps the default for a blank name, and everything else as the build writes it', () => {
    expect(webAppManifestOf('   ')).toBe(webAppManifest);
    const { name: _name, short_name: _short, ...rest } = webAppManifestOf('Toko Gayo');
    const { name: _n, short_name: _s, ...defaults } = webAppManifest;
    expect(rest).toEqual(defaults);
    expect(defaults).toMatchObject({ lang: 'id', start_url: '/', display: 'standalone' });
  });
});
